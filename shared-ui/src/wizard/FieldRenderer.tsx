import { isRequired, validateField } from '@portal/shared-domain/validation';
import type { Lang } from '@portal/shared-domain';
import { emptyData, isFieldVisible, type FieldDef, type QuestionData, type QuestionErrors, type WizardRecords } from '@portal/shared-domain/wizard-core';
import type { ChoiceOption, UploadFunction } from '../form';
import type { KindRenderers } from './kinds/types';
import { useIntlLang, useLabel } from './label';
import { fieldDomId } from './validate';

export interface FieldRendererProps {
  /** Question code: field ids are `{code}-{field.name}`. */
  code: string;
  field: FieldDef;
  data: QuestionData;
  onChange: (name: string, value: unknown) => void;
  errors: QuestionErrors;
  upload?: UploadFunction;
  disabled?: boolean;
  /** The stored records, for fields shown by `visibleWhen`; without them such fields read no records. */
  records?: WizardRecords;
  /** The page's renderers per kind (a quick check's page loads only the choice kinds). */
  kinds: KindRenderers;
}

const NO_RECORDS: WizardRecords = { application: {}, statement: null };

/** Errors below a field ('timePeriod.end' → 'end'). */
function partErrorsOf(errors: QuestionErrors, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${name}.`)) out[key.slice(name.length + 1)] = message;
  return out;
}

/**
 * Whether the field must be answered as things stand, so the label shows '(optional)' only when an
 * empty answer would pass (spec 00 §2.17): a `required` rule, or a conditional rule that refuses an
 * empty answer with the current records (BE260: receipts while an expense line needs one).
 */
export function isFieldRequired(field: FieldDef, data: QuestionData, records: WizardRecords, lang: Lang): boolean {
  if (isRequired(field.rules)) return true;
  const conditional = (field.rules ?? []).filter((rule) => rule.rule === 'custom' && rule.runOnEmpty);
  if (!conditional.length) return false;
  return validateField(emptyData([field])[field.name], conditional, { lang, values: data, records }) !== null;
}

/** Renders one field of a flow definition with its kind's renderer (shown fields only). */
export function FieldRenderer({ code, field, data, onChange, errors, upload, disabled, records = NO_RECORDS, kinds }: FieldRendererProps) {
  const text = useLabel();
  const lang = useIntlLang();
  if (!isFieldVisible(field, data, records)) return null;
  const Renderer = kinds[field.kind];
  if (!Renderer) throw new Error(`FieldRenderer: no renderer for field kind ${String(field.kind)} on this page`);
  const options: ChoiceOption[] = (field.options ?? []).map((option) => ({ value: option.value, label: text(option.label) }));
  if (field.sortOptions) {
    const collator = new Intl.Collator(lang);
    options.sort((a, b) => collator.compare(a.label, b.label));
  }
  return (
    <Renderer
      code={code}
      field={field}
      value={data[field.name]}
      set={(next: unknown) => onChange(field.name, next)}
      data={data}
      common={{
        id: fieldDomId(code, field),
        label: text(field.label),
        required: isFieldRequired(field, data, records, lang),
        instructions: field.instructions ? text(field.instructions) : undefined,
        error: errors[field.name],
      }}
      partErrors={partErrorsOf(errors, field.name)}
      options={options}
      upload={upload}
      disabled={disabled}
      lang={lang}
      text={text}
      kinds={kinds}
    />
  );
}
