import { TextInput, type ChoiceValue } from '@portal/shared-ui/fields';
import type { DateRangeValue, FieldDef } from '@portal/shared-domain/wizard-core';
import { Checkbox } from '../../form/Checkbox';
import { DateInput } from '../../form/DateInput';
import { DateRangeInput } from '../../form/DateRangeInput';
import { NumberInput } from '../../form/NumberInput';
import { Select } from '../../form/Select';
import { TextArea } from '../../form/TextArea';
import { ToggleSelect } from '../../form/ToggleSelect';
import { lazyKind } from './lazy';
import { ruleOf } from './rules';
import type { KindRendererProps } from './types';

const SuggestionsKind = lazyKind(() => import(/* webpackChunkName: "wizard-suggestions" */ './suggestions'), 'SuggestionsKind');

function PlainTextKind(props: KindRendererProps) {
  const { field, value, set, common, disabled } = props;
  if (field.suggestions) return <SuggestionsKind {...props} />;
  const type = ruleOf(field.rules, 'email') ? 'email' : ruleOf(field.rules, 'phone') ? 'tel' : 'text';
  return <TextInput {...common} type={type} value={value as string | null} onChange={set} disabled={disabled} />;
}

/** A text field; one with suggestions downloads the combo box first. */
export const TextKind = Object.assign(PlainTextKind, {
  preload: (field: FieldDef) => (field.suggestions ? SuggestionsKind.preload(field) : undefined),
});

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
