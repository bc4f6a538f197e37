import { ruleOf } from './rules';
import type { KindRendererProps } from './types';
import { Checkbox, ComboBox, DateInput, DateRangeInput, NumberInput, Select, TextArea, TextInput, ToggleSelect, type ChoiceValue } from '../../form';
import type { DateRangeValue } from '@portal/shared-domain/wizard';

export function TextKind({ field, value, set, common, disabled, text }: KindRendererProps) {
  if (field.suggestions) {
    return <ComboBox {...common} value={value as string | null} onChange={set} options={field.suggestions.options()} listLabel={text(field.suggestions.label)} disabled={disabled} />;
  }
  const type = ruleOf(field.rules, 'email') ? 'email' : ruleOf(field.rules, 'phone') ? 'tel' : 'text';
  return <TextInput {...common} type={type} value={value as string | null} onChange={set} disabled={disabled} />;
}

export function TextareaKind({ field, value, set, common, disabled }: KindRendererProps) {
  return <TextArea {...common} value={value as string | null} onChange={set} maxLength={ruleOf(field.rules, 'max')?.length} disabled={disabled} />;
}

export function NumberKind({ value, set, common, disabled }: KindRendererProps) {
  return <NumberInput {...common} value={value as string | number | null} onChange={set} mode="decimal" disabled={disabled} />;
}

export function DateKind({ value, set, common, disabled }: KindRendererProps) {
  return <DateInput {...common} value={value as string | null} onChange={set} disabled={disabled} />;
}

export function DateRangeKind({ value, set, common, partErrors }: KindRendererProps) {
  const range = (value ?? { start: null, end: null }) as DateRangeValue;
  return (
    <DateRangeInput
      {...common}
      value={range}
      onChange={(next) => set({ start: next.start ?? null, end: next.end ?? null })}
      errors={{ start: partErrors.start, end: partErrors.end }}
    />
  );
}

export function ToggleSelectKind({ value, set, common, options }: KindRendererProps) {
  return <ToggleSelect {...common} options={options} value={value as ChoiceValue | null} onChange={set} />;
}

export function SelectKind({ value, set, common, options, disabled }: KindRendererProps) {
  return <Select {...common} options={options} value={value as ChoiceValue | null} onChange={set} disabled={disabled} />;
}

export function CheckboxKind({ value, set, common, disabled }: KindRendererProps) {
  return <Checkbox {...common} checked={value === true} onChange={set} disabled={disabled} />;
}
