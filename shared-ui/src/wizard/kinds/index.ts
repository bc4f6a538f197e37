/**
 * One renderer per field kind of the engine's registry (`FIELD_KINDS` in shared-domain), looked
 * up by kind; the type makes a missing renderer a compile error.
 */
import type { InputKind } from '@portal/shared-domain/wizard-core';
import { CheckboxGroupKind, RadioKind } from './choice';
import { lazyKind } from './lazy';
import { CheckboxKind, DateKind, DateRangeKind, NumberKind, SelectKind, TextareaKind, TextKind, ToggleSelectKind } from './simple';
import type { KindRenderer } from './types';

// Uploads, budgets, contacts, lists and repeated items are downloaded when a page needs them.
const files = () => import(/* webpackChunkName: "wizard-files" */ './files');
const lists = () => import(/* webpackChunkName: "wizard-lists" */ './lists');
const repeat = () => import(/* webpackChunkName: "wizard-repeat" */ './repeat');

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
  'file-select': lazyKind(files, 'FileSelectKind'),
  'file-or-none': lazyKind(files, 'FileOrNoneKind'),
  'template-upload': lazyKind(files, 'TemplateUploadKind'),
  budget: lazyKind(lists, 'BudgetKind'),
  'name-amount-list': lazyKind(lists, 'NameAmountListKind'),
  'name-list-or-none': lazyKind(lists, 'NameListOrNoneKind'),
  contact: lazyKind(lists, 'ContactKind'),
  repeat: lazyKind(repeat, 'RepeatKind'),
};

export type { KindRenderer, KindRendererProps, KindRenderers, CommonFieldProps } from './types';
export { FieldLoading, preloadKinds } from './lazy';
