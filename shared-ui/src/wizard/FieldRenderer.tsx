import type { Lang } from '@portal/shared-domain';
import { ACCEPTED_UPLOAD_TYPES, isRequired, validateField } from '@portal/shared-domain/validation';
import type { BudgetLine, ContactValue, DateRangeValue, FieldDef, QuestionData, QuestionErrors, Rule } from '@portal/shared-domain/wizard';
import {
  BudgetInputGroup,
  Checkbox,
  CheckboxGroup,
  ContactInputGroup,
  DateInput,
  DateRangeInput,
  FileSelect,
  NumberInput,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  ToggleSelect,
  type ChoiceOption,
  type ChoiceValue,
  type ContactErrors,
  type UploadFunction,
  type UploadedFile,
} from '@portal/shared-ui/form';
import { useLabel, useIntlLang } from './label';
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
}

const FILE_RULES: ReadonlyArray<Rule['rule']> = ['ext', 'size', 'pdfPortrait'];

function ruleOf<K extends Rule['rule']>(rules: readonly Rule[] | undefined, name: K): Extract<Rule, { rule: K }> | undefined {
  return rules?.find((rule): rule is Extract<Rule, { rule: K }> => rule.rule === name);
}

function prefixed(errors: QuestionErrors, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${name}.`)) out[key.slice(name.length + 1)] = message;
  return out;
}

/** Checks a chosen file with the field's file rules of the catalogue before uploading. */
function fileValidator(field: FieldDef, label: string, lang: Lang) {
  const rules = (field.rules ?? []).filter((rule) => FILE_RULES.includes(rule.rule));
  return (file: File) =>
    rules.length ? validateField({ name: file.name, size: file.size, type: file.type }, rules, { label, lang }) : null;
}

/** Renders one field of the engine's flow definition with the matching form-kit component. */
export function FieldRenderer({ code, field, data, onChange, errors, upload, disabled }: FieldRendererProps) {
  const text = useLabel();
  const lang = useIntlLang();
  const id = fieldDomId(code, field);
  const label = text(field.label);
  const value = data[field.name];
  const common = {
    id,
    label,
    required: isRequired(field.rules),
    instructions: field.instructions ? text(field.instructions) : undefined,
    error: errors[field.name],
  };
  const options: ChoiceOption[] = (field.options ?? []).map((option) => ({ value: option.value, label: text(option.label) }));
  const set = (next: unknown) => onChange(field.name, next);
  const otherInput = (selected: ChoiceValue[]) =>
    (field.options ?? [])
      .filter((option) => option.otherField !== undefined && selected.includes(option.value))
      .map((option) => {
        const name = option.otherField ?? `${field.name}Other`;
        return (
          <TextInput
            key={name}
            id={fieldDomId(code, name)}
            label={text(option.label)}
            required
            value={(data[name] as string | null) ?? ''}
            onChange={(next) => onChange(name, next)}
            error={errors[name]}
          />
        );
      });

  switch (field.kind) {
    case 'text': {
      const type = ruleOf(field.rules, 'email') ? 'email' : ruleOf(field.rules, 'phone') ? 'tel' : 'text';
      return <TextInput {...common} type={type} value={value as string | null} onChange={set} disabled={disabled} />;
    }
    case 'textarea':
      return (
        <TextArea {...common} value={value as string | null} onChange={set} maxLength={ruleOf(field.rules, 'max')?.length} disabled={disabled} />
      );
    case 'number':
      return <NumberInput {...common} value={value as string | number | null} onChange={set} mode="decimal" disabled={disabled} />;
    case 'date':
      return <DateInput {...common} value={value as string | null} onChange={set} disabled={disabled} />;
    case 'date-range': {
      const range = (value ?? { start: null, end: null }) as DateRangeValue;
      const parts = prefixed(errors, field.name);
      return (
        <DateRangeInput
          {...common}
          value={range}
          onChange={(next) => set({ start: next.start ?? null, end: next.end ?? null })}
          errors={{ start: parts.start, end: parts.end }}
        />
      );
    }
    case 'radio':
    case 'radio-group':
      return (
        <>
          <RadioGroup {...common} inline={field.kind === 'radio'} options={options} value={value as ChoiceValue | null} onChange={set} />
          {otherInput(value === null || value === undefined ? [] : [value as ChoiceValue])}
        </>
      );
    case 'toggle-select':
      return <ToggleSelect {...common} options={options} value={value as ChoiceValue | null} onChange={set} />;
    case 'select':
      return <Select {...common} options={options} value={value as ChoiceValue | null} onChange={set} disabled={disabled} />;
    case 'checkbox':
      return <Checkbox {...common} checked={value === true} onChange={set} disabled={disabled} />;
    case 'checkbox-group': {
      const list = (Array.isArray(value) ? value : []) as ChoiceValue[];
      return (
        <>
          <CheckboxGroup {...common} options={options} value={list} onChange={set} />
          {otherInput(list)}
        </>
      );
    }
    case 'file-select': {
      const files = (Array.isArray(value) ? value : value ? [value] : []) as UploadedFile[];
      const maxFiles = field.multiple ? (ruleOf(field.rules, 'maxItems')?.count ?? 10) : 1;
      const size = ruleOf(field.rules, 'size')?.kb;
      if (!upload) throw new Error(`FieldRenderer: field ${field.name} needs an upload function`);
      return (
        <FileSelect
          {...common}
          value={files}
          onChange={(next) => set(field.multiple ? next : (next[0] ?? null))}
          upload={upload}
          accept={ACCEPTED_UPLOAD_TYPES}
          acceptLabel="PDF, XLSX, AVIF, BMP, JPG, PNG, WEBP"
          maxSizeKb={size}
          maxFiles={maxFiles}
          validateFile={fileValidator(field, label, lang)}
        />
      );
    }
    case 'budget': {
      const lineTypes = field.budget?.lineTypes;
      const categories = lineTypes
        ? lineTypes.map((type) => ({ value: type, label: options.find((o) => o.value === type)?.label ?? type }))
        : (options as ChoiceOption<string>[]);
      const rowErrors: Array<{ amount?: string; description?: string }> = [];
      for (const [key, message] of Object.entries(prefixed(errors, field.name))) {
        const [index, part] = key.split('.');
        if (part === 'amount' || part === 'description') rowErrors[Number(index)] = { ...rowErrors[Number(index)], [part]: message };
      }
      return (
        <BudgetInputGroup
          {...common}
          rowErrors={rowErrors}
          value={(Array.isArray(value) ? value : []) as BudgetLine[]}
          onChange={set}
          categories={categories}
          allowFree={field.budget?.freeLines ?? !lineTypes}
          maxRows={field.budget?.maxLines}
          chooseLabel={field.budget?.chooseLabel ? text(field.budget.chooseLabel) : undefined}
          addLabel={field.budget?.addLabel ? text(field.budget.addLabel) : undefined}
          furtherLabel={field.budget?.furtherLabel ? text(field.budget.furtherLabel) : undefined}
        />
      );
    }
    case 'contact': {
      const { error: _error, ...rest } = common;
      return (
        <ContactInputGroup
          {...rest}
          value={value as ContactValue | null}
          onChange={set}
          errors={prefixed(errors, field.name) as ContactErrors}
          organization={field.contact?.organization}
          iban={field.contact?.iban}
        />
      );
    }
    default: {
      const unknownKind: never = field.kind;
      throw new Error(`FieldRenderer: unknown field kind ${String(unknownKind)}`);
    }
  }
}
