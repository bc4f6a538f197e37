import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './FileSelect.module.css';
import { Field, firstError, type FieldBaseProps } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

/** A stored upload as the answer keeps it: the server id (sent as ...DocumentId / imageIds). */
export interface UploadedFile {
  id: string | number;
  name: string;
  size?: number;
}

/**
 * Uploads one file and reports progress in percent (0–100). In the portal pass a wrapper around
 * `uploadFile(path, file, onProgress)` of @portal/shared-domain.
 */
export type UploadFunction = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<{ id: string | number; name?: string; size?: number }>;

export interface FileSelectProps extends FieldBaseProps {
  value: ReadonlyArray<UploadedFile> | null | undefined;
  onChange: (files: UploadedFile[]) => void;
  upload: UploadFunction;
  /** Accepted MIME types (spec 00 §3.14), also given to the browser's picker. */
  accept?: readonly string[];
  /** Shown in the hint ('max. 10 MB'); the check itself is done by `validateFile`. */
  maxSizeKb?: number;
  /** How many files the answer may hold (default 1). */
  maxFiles?: number;
  /**
   * Checks a chosen file before it is uploaded (type, size, …) and returns the message to show, or
   * null. Pass the validation catalogue's file rules here.
   */
  validateFile?: (file: File) => string | null | undefined;
  /** Readable names of the accepted types for the hint, e.g. 'PDF, JPG, PNG'. */
  acceptLabel?: string;
  name?: string;
}

interface Pending {
  key: number;
  name: string;
  percent: number;
}

const MILESTONE = 25;

export function formatFileSize(kb: number): string {
  return kb >= 1024 ? `${Math.round((kb / 1024) * 10) / 10} MB` : `${kb} KB`;
}

/**
 * File upload: native file input (keyboard and screen reader friendly), per-file progress shown as
 * a percentage and announced at every 25 %, type/size errors before uploading, upload failures,
 * and a remove button per uploaded file (focus returns to the file input).
 */
export function FileSelect({
  value,
  onChange,
  upload,
  accept,
  maxSizeKb,
  maxFiles = 1,
  validateFile,
  acceptLabel,
  name,
  error,
  hint,
  ...field
}: FileSelectProps) {
  const intl = useIntl();
  const files = value ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [localError, setLocalError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<ReadonlyArray<UploadedFile>>(files);
  const mounted = useRef(true);
  const nextKey = useRef(1);
  valueRef.current = files;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const room = maxFiles - files.length - pending.length;

  const startUpload = (file: File) => {
    const key = nextKey.current++;
    let lastMilestone = -1;
    const announce = (percent: number) => {
      const milestone = Math.floor(percent / MILESTONE) * MILESTONE;
      if (milestone > lastMilestone && percent < 100) {
        lastMilestone = milestone;
        setAnnouncement(intl.formatMessage(formMessages.fileProgress, { name: file.name, percent: milestone }));
      }
    };
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    announce(0);
    upload(file, (percent) => {
      if (!mounted.current) return;
      const clamped = Math.max(0, Math.min(100, Math.round(percent)));
      setPending((list) => list.map((item) => (item.key === key ? { ...item, percent: clamped } : item)));
      announce(clamped);
    }).then(
      (result) => {
        if (!mounted.current) return;
        setPending((list) => list.filter((item) => item.key !== key));
        const stored: UploadedFile = { id: result.id, name: result.name ?? file.name, size: result.size ?? file.size };
        const next = [...valueRef.current, stored];
        valueRef.current = next;
        onChange(next);
        setAnnouncement(intl.formatMessage(formMessages.fileDone, { name: stored.name }));
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending((list) => list.filter((item) => item.key !== key));
        // The server's refusal says why (a landscape PDF, a wrong type) in the page's language;
        // only a failure without a reason asks to try again.
        const reason = refusalReason(error);
        const message = reason ? intl.formatMessage(formMessages.fileRefused, { name: file.name, reason }) : intl.formatMessage(formMessages.fileFailed, { name: file.name });
        setLocalError(message);
      },
    );
  };

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!chosen.length) return;
    setLocalError(undefined);
    if (chosen.length > room) {
      setLocalError(intl.formatMessage(formMessages.fileTooMany, { max: maxFiles }));
      return;
    }
    for (const file of chosen) {
      const problem = validateFile?.(file);
      if (problem) {
        setLocalError(problem);
        return;
      }
    }
    chosen.forEach(startUpload);
  };

  const remove = (file: UploadedFile) => {
    const next = files.filter((item) => item !== file);
    valueRef.current = next;
    onChange(next);
    setLocalError(undefined);
    setAnnouncement(intl.formatMessage(formMessages.fileRemoved, { name: file.name }));
    // The input is shown again when room was freed; focus it after that render.
    window.setTimeout(() => inputRef.current?.focus(), 0);
  };

  // Only what is known is said: no empty "Maximale Grösse: ." without a size limit.
  const acceptHint =
    acceptLabel && maxSizeKb
      ? intl.formatMessage(formMessages.fileAccepted, { types: acceptLabel, size: formatFileSize(maxSizeKb) })
      : acceptLabel
        ? intl.formatMessage(formMessages.fileAcceptedTypes, { types: acceptLabel })
        : maxSizeKb
          ? intl.formatMessage(formMessages.fileMaxSize, { size: formatFileSize(maxSizeKb) })
          : undefined;
  const shownError = localError ?? firstError(error);

  return (
    <Field {...field} hint={hint ?? acceptHint} error={shownError}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.root}>
          {files.length > 0 && (
            <ul className={styles.list} aria-label={intl.formatMessage(formMessages.fileUploaded)}>
              {files.map((file) => (
                <li key={String(file.id)} className={styles.item}>
                  <span className={styles.fileName}>{file.name}</span>
                  {file.size ? <span className={styles.fileSize}>{formatFileSize(Math.ceil(file.size / 1024))}</span> : null}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={intl.formatMessage(formMessages.fileRemoveLabel, { name: file.name })}
                    onClick={() => remove(file)}
                  >
                    {intl.formatMessage(formMessages.fileRemove)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pending.map((item) => (
            <div key={item.key} className={styles.pending}>
              <span className={styles.fileName}>{item.name}</span>
              <div
                role="progressbar"
                className={styles.bar}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.percent}
                aria-valuetext={`${item.percent} %`}
                aria-label={intl.formatMessage(formMessages.fileProgressLabel, { name: item.name })}
              >
                <div className={styles.barFill} style={{ width: `${item.percent}%` }} />
              </div>
              <span className={styles.percent} aria-hidden="true">
                {item.percent} %
              </span>
            </div>
          ))}
          {room > 0 ? (
            <input
              ref={inputRef}
              id={id}
              name={name ?? id}
              type="file"
              className={styles.input}
              accept={accept?.join(',')}
              multiple={room > 1}
              onChange={onSelect}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={field.required || undefined}
            />
          ) : (
            pending.length === 0 && (
              <p className={styles.limit}>{intl.formatMessage(formMessages.fileLimitReached, { max: maxFiles })}</p>
            )
          )}
          <div className={styles.live} aria-live="polite" role="status">
            {announcement}
          </div>
        </div>
      )}
    </Field>
  );
}

/** The reason of a refused upload (4xx with the API's message, its field error first); none for outages. */
export function refusalReason(error: unknown): string | null {
  const refused = error as { status?: number; message?: string; body?: { errors?: Record<string, string[]> } } | null;
  if (!refused || typeof refused.status !== 'number' || refused.status < 400 || refused.status >= 500) return null;
  const first = Object.values(refused.body?.errors ?? {})[0]?.[0];
  return first || refused.message || null;
}
