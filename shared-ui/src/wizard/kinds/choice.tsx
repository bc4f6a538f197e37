import { RadioGroup, type ChoiceValue } from '@portal/shared-ui/fields';
import { CheckboxGroup } from '../../form/CheckboxGroup';
import type { KindRendererProps, KindRenderers } from './types';

/*
 * The choice kinds, apart from the other kinds: a quick check renders only these, with the light
 * field kit and the checkbox group, so its page loads neither the form kit nor the wizard chrome.
 */

export function RadioKind({ field, value, set, common, options }: KindRendererProps) {
  return <RadioGroup {...common} inline={field.kind === 'radio'} options={options} value={value as ChoiceValue | null} onChange={set} />;
}

export function CheckboxGroupKind({ value, set, common, options }: KindRendererProps) {
  return <CheckboxGroup {...common} options={options} value={(Array.isArray(value) ? value : []) as ChoiceValue[]} onChange={set} />;
}

/** The kinds a quick check may use (a flow test checks every quick check against this list). */
export const QUICK_CHECK_KINDS: KindRenderers = {
  radio: RadioKind,
  'radio-group': RadioKind,
  'checkbox-group': CheckboxGroupKind,
};
