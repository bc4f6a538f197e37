import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps } from '@portal/shared-ui/form';
import { formBlockMessages as m } from './messages';
import styles from './forms.module.css';

export interface ImagePickerProps extends FieldBaseProps {
  /** One file, or in multiple mode a list holding it. */
  value: File | File[] | null;
  onChange: (value: File | File[] | null) => void;
  /** Multiple mode (the definition's max_files is set): the chosen file is wrapped in a list. */
  multiple?: boolean;
  /** Image types offered by the browser's picker. */
  accept?: string;
}

/** Whether a MIME type is among the accepted ones ('image/png', or a family such as 'image/*'). */
function acceptsType(accept: string, type: string): boolean {
  return accept.split(',').some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.endsWith('/*') ? type.toLowerCase().startsWith(allowed.slice(0, -1)) : type.toLowerCase() === allowed;
  });
}

function formatSize(bytes: number): string {
  const kb = Math.ceil(bytes / 1024);
  return kb >= 1024 ? `${Math.round((kb / 1024) * 10) / 10} MB` : `${kb} KB`;
}

/**
 * The image picker of spec 00 §2.10: drop an image on the zone or choose one with the button
 * (a real button, so keyboard and screen-reader users choose the same way). Only the first
 * dropped or chosen file is taken; anything but an image is refused with 'Datei muss ein Bild sein'.
 */
export function ImagePicker({ value, onChange, multiple, accept = 'image/*', error, ...field }: ImagePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const file = Array.isArray(value) ? (value[0] ?? null) : value;

  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (!first) return;
    if (!acceptsType(accept, first.type)) {
      setLocalError(intl.formatMessage(m.notAnImage));
      return;
    }
    setLocalError(undefined);
    onChange(multiple ? [first] : first);
    setAnnouncement(intl.formatMessage(m.imageChosen, { name: first.name }));
  };

  const remove = () => {
    if (!file) return;
    onChange(null);
    setAnnouncement(intl.formatMessage(m.imageRemoved, { name: file.name }));
    // The choose button comes back with the next render: focus it there.
    window.setTimeout(() => chooser.current?.focus(), 0);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    <Field {...field} as="group" error={localError ?? error}>
      {({ id, errorId, invalid }) => (
        <div className={styles.picker}>
          {file ? (
            <ul className={styles.pickedList} aria-label={intl.formatMessage(m.chosenImages)}>
              <li className={styles.picked}>
                <span className={styles.pickedName}>{file.name}</span>
                <span className={styles.pickedSize}>{formatSize(file.size)}</span>
                <button id={id} type="button" className={styles.secondaryButton} onClick={remove}>
                  {intl.formatMessage(m.removeImage)}
                </button>
              </li>
            </ul>
          ) : (
            <div
              className={[styles.dropZone, dragging ? styles.dropZoneActive : '', invalid ? styles.dropZoneInvalid : ''].join(' ')}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid={`${id}-drop-zone`}
            >
              <span aria-hidden="true">{intl.formatMessage(m.dropImage)}</span>
              <span aria-hidden="true">{intl.formatMessage(m.or)}</span>
              <button
                id={id}
                ref={chooser}
                type="button"
                className={styles.secondaryButton}
                onClick={() => input.current?.click()}
                aria-describedby={errorId}
                aria-invalid={invalid || undefined}
              >
                {intl.formatMessage(m.chooseFile)}
              </button>
              <input
                ref={input}
                type="file"
                accept={accept}
                hidden
                tabIndex={-1}
                data-testid={`${id}-input`}
                onChange={(event) => {
                  take(event.target.files);
                  event.target.value = '';
                }}
              />
            </div>
          )}
          <div className="visually-hidden" role="status">
            {announcement}
          </div>
        </div>
      )}
    </Field>
  );
}
