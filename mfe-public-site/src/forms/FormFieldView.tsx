import { useState } from 'react';
import { useIntl } from 'react-intl';
import { imageUrl, type CashBoxes, type FormField } from '@portal/shared-domain';
import { CASH_BOX_FIELD, FORM_IMAGE_ACCEPT, isFormFieldRequired } from '@portal/shared-domain/validation';
import { textLimit } from './definition';
import { CheckboxGroup, NumberInput, RadioGroup, Select, TextArea, TextInput } from '@portal/shared-ui/form';
import { ImageModal } from './ImageModal';
import { ImagePicker } from './ImagePicker';
import { formBlockMessages as m } from './messages';
import styles from './forms.module.css';

/** A field's value in the form: text, chosen options, or an image (a list in multiple mode). */
export type FormValue = string | string[] | File | File[] | null;

export interface FormFieldViewProps {
  field: FormField;
  /** Id prefix of the block (two forms may share a page). */
  idPrefix: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error?: string;
  /** The cash_box global, for the picture of the chosen box. */
  cashBoxes?: CashBoxes['cash_boxes'];
}

export const fieldId = (idPrefix: string, handle: string) => `${idPrefix}-${handle}`;

const asText = (value: FormValue) => (typeof value === 'string' ? value : '');
const asList = (value: FormValue) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const optionsOf = (field: FormField) => Object.entries(field.field.options ?? {}).map(([value, label]) => ({ value, label }));

/**
 * One field of a CMS form (spec 00 §2.10): rendered by type inside the shared field wrapper
 * (label, '(optional)', markdown instructions behind the info toggle, first error); a required
 * field's label ends in '*'. readonly_text is a separator (hr) or a section title.
 */
export function FormFieldView({ field, idPrefix, value, onChange, error, cashBoxes }: FormFieldViewProps) {
  const intl = useIntl();
  const { type, display, instructions, read_only, input_type, max_files, prepend } = field.field;
  if (type === 'readonly_text') {
    if (field.handle.includes('separator')) return <hr className={styles.separator} />;
    return (
      <h3 className={styles.sectionTitle}>
        {prepend && <span className={styles.bullet}>{prepend}</span>}
        {display}
      </h3>
    );
  }
  const required = isFormFieldRequired(field);
  const common = {
    id: fieldId(idPrefix, field.handle),
    label: required ? `${display} *` : display,
    required,
    instructions: instructions?.trim() || undefined,
    error,
  };
  switch (type) {
    case 'integer':
      return <NumberInput {...common} name={field.handle} value={asText(value)} onChange={onChange} disabled={read_only} />;
    case 'textarea':
      return <TextArea {...common} name={field.handle} rows={5} maxLength={textLimit(field)} value={asText(value)} onChange={onChange} disabled={read_only} />;
    case 'assets':
      return <ImagePicker {...common} accept={FORM_IMAGE_ACCEPT} multiple={!!max_files} value={value as File | File[] | null} onChange={onChange} />;
    case 'select':
      return <Select {...common} name={field.handle} options={optionsOf(field)} value={asText(value) || null} onChange={(next) => onChange(next ?? '')} disabled={read_only} />;
    case 'radio': {
      const group = <RadioGroup {...common} name={field.handle} options={optionsOf(field)} value={asText(value) || null} onChange={onChange} />;
      if (field.handle !== CASH_BOX_FIELD) return group;
      return (
        <>
          {group}
          <CashBoxPicture name={asText(value)} cashBoxes={cashBoxes ?? []} intl={intl} />
        </>
      );
    }
    case 'checkboxes':
      return <CheckboxGroup {...common} name={`${field.handle}[]`} options={optionsOf(field)} value={asList(value)} onChange={onChange} />;
    default: {
      const kind = input_type === 'email' || input_type === 'tel' || input_type === 'url' ? input_type : 'text';
      return (
        <TextInput
          {...common}
          name={field.handle}
          type={kind}
          autoComplete={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : undefined}
          value={asText(value)}
          onChange={onChange}
          readOnly={read_only}
          className={prepend === 'no_spacing_bottom' ? styles.noSpacingBottom : undefined}
        />
      );
    }
  }
}

/** The chosen collection box's picture: a button opens it full-screen. */
function CashBoxPicture({ name, cashBoxes, intl }: { name: string; cashBoxes: CashBoxes['cash_boxes']; intl: ReturnType<typeof useIntl> }) {
  const [open, setOpen] = useState(false);
  const box = cashBoxes.find((candidate) => candidate.name === name);
  if (!box?.image) return null;
  return (
    <div className={styles.cashBox}>
      <button type="button" className={styles.cashBoxButton} onClick={() => setOpen(true)}>
        <img src={imageUrl(box.image, 'portrait')} alt="" width={80} height={80} className={styles.cashBoxThumb} />
        <span>{intl.formatMessage(m.cashBoxShow, { name: box.name })}</span>
      </button>
      {open && <ImageModal image={box.image} name={box.name} onClose={() => setOpen(false)} />}
    </div>
  );
}
