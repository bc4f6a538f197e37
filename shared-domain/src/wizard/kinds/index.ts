/**
 * The field-kind registry: one definition per input kind (kind.ts says what a kind knows). The
 * `InputKind` type is this object's keys; shared-ui keeps one renderer per key.
 */
import { budget } from './budget';
import { checkbox, checkboxGroup } from './checkbox';
import { radio, radioGroup, select, toggleSelect } from './choice';
import { contact } from './contact';
import { date } from './date';
import { dateRange } from './date-range';
import { fileSelect } from './file';
import { fileOrNone } from './file-or-none';
import type { FieldKind } from './kind';
import { nameAmountList } from './name-amount-list';
import { nameListOrNone } from './name-list-or-none';
import { number } from './number';
import { repeat } from './repeat';
import { templateUpload } from './template-upload';
import { text, textarea } from './text';

export const FIELD_KINDS = {
  text,
  textarea,
  number,
  date,
  'date-range': dateRange,
  radio,
  'radio-group': radioGroup,
  select,
  'toggle-select': toggleSelect,
  checkbox,
  'checkbox-group': checkboxGroup,
  'file-select': fileSelect,
  'file-or-none': fileOrNone,
  'template-upload': templateUpload,
  budget,
  'name-amount-list': nameAmountList,
  'name-list-or-none': nameListOrNone,
  contact,
  repeat,
} satisfies Record<string, FieldKind>;

/** Input kinds of the form kit (spec 00 §3.13 and the kinds the group and project flows need). */
export type InputKind = keyof typeof FIELD_KINDS;

export function fieldKind(kind: InputKind): FieldKind {
  const found: FieldKind | undefined = FIELD_KINDS[kind];
  if (!found) throw new Error(`Unknown field kind ${String(kind)}`);
  return found;
}

export type { FieldKind, JsonSchema, KindValidateContext, SummaryContext } from './kind';
export type { FileRef } from './file';
export type { FileOrNone } from './file-or-none';
export type { NameAmountRow } from './name-amount-list';
export { SUMMARY_TEXT, labelled } from './texts';
export { alignRepeat, repeatItemLabel } from './repeat';
