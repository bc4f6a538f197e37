import { ComboBox } from '../../form/ComboBox';
import type { KindRendererProps } from './types';

/** A text field with suggestions while typing (place of residence): the form kit's combo box. */
export function SuggestionsKind({ field, value, set, common, disabled, text }: KindRendererProps) {
  return <ComboBox {...common} value={value as string | null} onChange={set} options={field.suggestions?.options() ?? []} listLabel={text(field.suggestions?.label)} disabled={disabled} />;
}
