import { useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormField, SubmissionFormBlock as SubmissionFormBlockData } from '@portal/shared-domain';
import { CASH_BOX_FIELD, expandFormFields, isFormFieldActive, validateFormValues } from '@portal/shared-domain/validation';
import { useGetCashBoxesQuery, useGetFormDefinitionQuery, useSubmitFormMutation } from '@portal/shared-ui/data';
import { RichText } from '../page/RichText';
import { useSiteLocation } from '../site-location';
import { focusFirstError, readFieldErrors, smoothScrollTo } from './errors';
import { fieldWidth, FORM_FETCH_DELAY_MS, HONEYPOT_INPUT_NAME, SUCCESS_SCROLL_DELAY_MS } from './definition';
import { fieldId, FormFieldView, type FormValue } from './FormFieldView';
import { formBlockMessages as m } from './messages';
import styles from './forms.module.css';

/** The DOM event a successful submission emits (spec 00 §4.9), e.g. for analytics. */
export const FORM_SUBMITTED_EVENT = 'submission-form:submitted';

type Status = 'idle' | 'pending' | 'success' | 'error';

/** Files as the catalogue reads them (name, size, type): a File has no own fields, so it would read as empty. */
function forValidation(values: Record<string, FormValue>): Record<string, unknown> {
  const plain = (file: File) => ({ name: file.name, size: file.size, type: file.type });
  return Object.fromEntries(
    Object.entries(values).map(([handle, value]) => [
      handle,
      value instanceof File ? plain(value) : Array.isArray(value) ? value.map((item) => (item instanceof File ? plain(item) : item)) : value,
    ]),
  );
}

function initialValue(field: FormField): FormValue {
  const fallback = field.field.default;
  if (field.field.type === 'checkboxes') return Array.isArray(fallback) ? fallback.map(String) : [];
  if (field.field.type === 'assets') return null;
  return fallback === undefined || fallback === null ? '' : String(fallback);
}

/**
 * The multipart body (spec 00 §7.4): one entry per shown field (checkboxes as `handle[]` once per
 * value, the image as a file part), and the honeypot input's value under the form's honeypot key.
 */
export function submissionBody(fields: readonly FormField[], values: Record<string, FormValue>, honeypotKey: string, honeypot: string): FormData {
  const body = new FormData();
  for (const field of fields) {
    if (!isFormFieldActive(field, values)) continue;
    const value = values[field.handle];
    if (Array.isArray(value)) value.forEach((item) => (item instanceof File ? body.append(field.handle, item, item.name) : body.append(`${field.handle}[]`, item)));
    else if (value instanceof File) body.append(field.handle, value, value.name);
    else if (value !== null && value !== undefined) body.append(field.handle, value);
  }
  body.append(honeypotKey, honeypot);
  return body;
}

/**
 * The submission form block (spec 00 §2.10, §4.9, §5.5): title and description, the CMS
 * definition's fields in a wrapping row, validated on submit with the shared catalogue and sent
 * as multipart `POST forms/{handle}`. Pending disables the button; success hides the fields and
 * scrolls to the title; any failure keeps the form (422 errors on their fields).
 */
export function SubmissionFormBlock({ block }: { block: SubmissionFormBlockData }) {
  const definition = block.content.submition_form;
  if (!definition) return null;
  return <SubmissionForm block={block} handle={definition.handle} honeypotKey={definition.honeypot} />;
}

function SubmissionForm({ block, handle, honeypotKey }: { block: SubmissionFormBlockData; handle: string; honeypotKey: string }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const { content } = block;
  const idPrefix = `form-${block.id}`;
  const titleId = `${idPrefix}-title`;
  // Spec 00 §9: the definition is fetched after a short delay.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), FORM_FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const { data: definition, error: loadError, isError } = useGetFormDefinitionQuery({ handle, lang }, { skip: !waited });
  const needsCashBoxes = !!definition?.some((field) => field.import === CASH_BOX_FIELD);
  const cashBoxes = useGetCashBoxesQuery(lang, { skip: !needsCashBoxes });
  // A collection-box order waits for the boxes: its choice is made of their names.
  const ready = !!definition && (!needsCashBoxes || !!cashBoxes.data);
  const failed = isError || (needsCashBoxes && cashBoxes.isError);
  const fields = useMemo(
    () =>
      definition
        ? expandFormFields(
            definition,
            (cashBoxes.data?.cash_boxes ?? []).map((box) => box.name),
            lang,
          )
        : [],
    [definition, cashBoxes.data, lang],
  );
  const [values, setValues] = useState<Record<string, FormValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [submit] = useSubmitFormMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const valueOf = (field: FormField): FormValue => (field.handle in values ? values[field.handle] : initialValue(field));
  const current = useMemo(() => Object.fromEntries(fields.map((field) => [field.handle, valueOf(field)])), [fields, values]); // eslint-disable-line react-hooks/exhaustive-deps
  // The companions show only when two guests come (spec 00 §2.10); readonly texts always show.
  const shown = fields.filter((field) => field.field.type === 'readonly_text' || isFormFieldActive(field, current));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'pending') return;
    const found = Object.fromEntries(Object.entries(validateFormValues(fields, forValidation(current), lang)).map(([handle, list]) => [handle, list[0]]));
    setErrors(found);
    const invalid = shown.filter((field) => found[field.handle]).map((field) => fieldId(idPrefix, field.handle));
    if (invalid.length) {
      focusFirstError(formRef.current, invalid);
      return;
    }
    setStatus('pending');
    const result = await submit({ handle, body: submissionBody(fields, current, honeypotKey, honeypot) });
    if ('error' in result) {
      const fieldErrors = readFieldErrors(result.error, shown.map((field) => field.handle));
      setErrors(fieldErrors as Record<string, string>);
      setStatus('error');
      focusFirstError(formRef.current, shown.filter((field) => fieldErrors[field.handle]).map((field) => fieldId(idPrefix, field.handle)));
      return;
    }
    setStatus('success');
    window.dispatchEvent(new CustomEvent(FORM_SUBMITTED_EVENT, { detail: { handle } }));
    // Spec 00 §4.9: 50 ms later, a smooth scroll to the title (focus follows: the button is gone).
    window.setTimeout(() => {
      if (!titleRef.current) return;
      titleRef.current.focus({ preventScroll: true });
      smoothScrollTo(titleRef.current);
    }, SUCCESS_SCROLL_DELAY_MS);
  };

  const notFound = isError && (loadError as { status?: number } | undefined)?.status === 404;
  // A form whose definition does not exist renders nothing (spec 00 §2.10).
  if (notFound) return null;

  const classes = [styles.formBlock, block.whiteBackground ? styles.white : styles.green, block.fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ');
  const pending = status === 'pending';
  return (
    <section className={classes} aria-labelledby={titleId} data-handle={handle}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.formTitle}>
        {content.title}
      </h2>
      {content.description && <RichText html={content.description} className={styles.description} />}
      {!ready && !failed && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {failed && <p role="alert">{intl.formatMessage(m.loadFailed)}</p>}
      <div role="status" className={styles.outcome}>
        {status === 'success' && <p className={styles.success}>{intl.formatMessage(m.success)}</p>}
        {pending && <span className="visually-hidden">{intl.formatMessage(m.sending)}</span>}
      </div>
      {status === 'error' && (
        <p role="alert" className={styles.failure}>
          {intl.formatMessage(m.failure)}
        </p>
      )}
      {ready && status !== 'success' && (
        <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form} aria-busy={pending || undefined}>
          <div className={styles.row}>
            {shown.map((field) => (
              <div
                key={field.handle}
                className={styles.cell}
                style={{ '--field-width': `${fieldWidth(field)}%` } as CSSProperties}
                data-field={field.handle}
              >
                <FormFieldView
                  field={field}
                  idPrefix={idPrefix}
                  value={current[field.handle] ?? null}
                  onChange={(value) => setValues((before) => ({ ...before, [field.handle]: value }))}
                  error={errors[field.handle]}
                  cashBoxes={cashBoxes.data?.cash_boxes}
                />
              </div>
            ))}
          </div>
          {/* Spam protection: people never see or reach this field; simple bots fill it in. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${idPrefix}-${HONEYPOT_INPUT_NAME}`}>{intl.formatMessage(m.honeypot)}</label>
            <input
              id={`${idPrefix}-${HONEYPOT_INPUT_NAME}`}
              type="text"
              name={HONEYPOT_INPUT_NAME}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          <button type="submit" className={styles.submit} disabled={pending}>
            {content.button_text?.trim() || intl.formatMessage(m.submit)}
          </button>
          {status === 'idle' || pending ? content.text_below_button && <p className={styles.below}>{content.text_below_button}</p> : null}
        </form>
      )}
    </section>
  );
}
