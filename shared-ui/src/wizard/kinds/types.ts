import type { Lang } from '@portal/shared-domain';
import type { FieldDef, InputKind, Label, QuestionData } from '@portal/shared-domain/wizard-core';
import type { ChoiceOption, UploadFunction } from '../../form';

/** The props every field wrapper of the form kit takes. */
export interface CommonFieldProps {
  id: string;
  label: string;
  required: boolean;
  instructions?: string;
  error?: string;
}

/** What a kind's renderer gets: the field, its value and setter, its errors and the page's tools. */
export interface KindRendererProps {
  /** Question code: DOM ids are `{code}-{field.name}`. */
  code: string;
  field: FieldDef;
  value: unknown;
  set: (value: unknown) => void;
  /** The question's data (fields that read others, e.g. a confirmation). */
  data: QuestionData;
  common: CommonFieldProps;
  /** Errors below this field, keyed without the field name ('start', '0.amount', 'phone'). */
  partErrors: Record<string, string>;
  options: ChoiceOption[];
  upload?: UploadFunction;
  disabled?: boolean;
  lang: Lang;
  text: (label: Label | undefined) => string;
  /** The renderers of the page's kinds, for a kind that renders fields of its own (repeat). */
  kinds: KindRenderers;
}

export type KindRenderer = (props: KindRendererProps) => React.ReactNode;

/** A page's renderer per kind: every kind in a wizard (KIND_RENDERERS), the choice kinds in a quick check. */
export type KindRenderers = Partial<Record<InputKind, KindRenderer>>;
