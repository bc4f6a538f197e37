/**
 * One renderer per field kind of the engine's registry (`FIELD_KINDS` in shared-domain), looked
 * up by kind; the type makes a missing renderer a compile error.
 */
import type { InputKind } from '@portal/shared-domain/wizard';
import { FileOrNoneKind, FileSelectKind, TemplateUploadKind } from './files';
import { BudgetKind, ContactKind, NameAmountListKind, NameListOrNoneKind } from './lists';
import { RepeatKind } from './repeat';
import { CheckboxGroupKind, RadioKind } from './choice';
import { CheckboxKind, DateKind, DateRangeKind, NumberKind, SelectKind, TextareaKind, TextKind, ToggleSelectKind } from './simple';
import type { KindRenderer } from './types';

export const KIND_RENDERERS: Record<InputKind, KindRenderer> = {
  text: TextKind,
  textarea: TextareaKind,
  number: NumberKind,
  date: DateKind,
  'date-range': DateRangeKind,
  radio: RadioKind,
  'radio-group': RadioKind,
  select: SelectKind,
  'toggle-select': ToggleSelectKind,
  checkbox: CheckboxKind,
  'checkbox-group': CheckboxGroupKind,
  'file-select': FileSelectKind,
  'file-or-none': FileOrNoneKind,
  'template-upload': TemplateUploadKind,
  budget: BudgetKind,
  'name-amount-list': NameAmountListKind,
  'name-list-or-none': NameListOrNoneKind,
  contact: ContactKind,
  repeat: RepeatKind,
};

export type { KindRenderer, KindRendererProps, KindRenderers, CommonFieldProps } from './types';
