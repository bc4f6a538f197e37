import type { Lang } from '../languages';

/** A text in the three portal languages; `{field}` and other `{name}` placeholders are filled in. */
export interface LocalizedText {
  de: string;
  fr: string;
  it: string;
}

/** A label: one text for every language, or a translation per language. */
export type Label = string | LocalizedText;

/**
 * A date a date rule compares with: a fixed date ('15.06.2000' or ISO '2000-06-15'), the value of
 * another field of the same question, or a distance from "now" (lead times such as 6 weeks).
 */
export type DateOperand =
  | string
  | { field: string }
  | { fromNow: { days?: number; weeks?: number } };

/** An uploaded or selected file as the form kit holds it; `size` in bytes. */
export interface FileLike {
  id?: number | string;
  name?: string;
  size?: number;
  /** MIME type, e.g. application/pdf. */
  type?: string;
  /** Set by the upload component after reading a PDF; only 'portrait' passes `pdfPortrait`. */
  orientation?: 'portrait' | 'landscape';
  url?: string;
}

/** What a custom rule (and message parameters) may read besides the value. */
export interface RuleContext {
  /** The other fields of the same form/question, by field name. */
  values: Record<string, unknown>;
  now: Date;
  lang: Lang;
  /** The stored application (and statement), for rules such as "not below the promised amount". */
  records?: { application: Record<string, unknown>; statement: Record<string, unknown> | null };
}

interface RuleBase {
  /** Replaces the catalogue message (flow-specific rules bring their own wording). */
  message?: LocalizedText;
}

/**
 * One validation rule as data (spec 00 §5.1, §5.3). Browser and server run the same list through
 * `validateField`; only the first failing rule's message is shown.
 */
export type Rule = RuleBase &
  (
    | { rule: 'required' }
    | { rule: 'min'; length: number }
    | { rule: 'max'; length: number }
    | { rule: 'min_value'; min: number }
    | { rule: 'max_value'; max: number }
    | { rule: 'email' }
    | { rule: 'ext'; extensions: string[] }
    | { rule: 'confirmed'; target: string }
    | { rule: 'numeric' }
    | { rule: 'size'; kb: number }
    | { rule: 'is'; value: unknown; other?: Label }
    | { rule: 'decimal'; decimals?: number | '*'; separator?: string }
    | { rule: 'date' }
    | { rule: 'before'; date: DateOperand }
    | { rule: 'after'; date: DateOperand }
    | { rule: 'sameOrAfter'; date: DateOperand }
    | { rule: 'minDate'; date: DateOperand }
    | { rule: 'phone' }
    | { rule: 'emailConfirmation'; target: string }
    | { rule: 'pdfPortrait' }
    | { rule: 'iban' }
    | { rule: 'minItems'; count: number }
    | { rule: 'maxItems'; count: number }
    | {
        rule: 'custom';
        /** A stable name for tests and logs, e.g. 'own-contribution-min-100'. */
        name: string;
        test: (value: unknown, context: RuleContext) => boolean;
        message: LocalizedText;
        /** Extra message placeholders, e.g. { deficit: 1200 }. */
        params?: (value: unknown, context: RuleContext) => Record<string, string | number>;
        /** Run even when the value is empty and the field is optional (default false). */
        runOnEmpty?: boolean;
        /**
         * Checked only when the application or statement is submitted, not on save: an answer
         * that may be kept for now but cannot be submitted ('pending' settlement).
         */
        atSubmission?: boolean;
      }
  );

export type RuleName = Rule['rule'];

export interface ValidateOptions {
  /** The field's label for `{field}`; defaults to 'Feld'/'champ'/'campo'. */
  label?: Label;
  lang?: Lang;
  /** The other values of the form (for confirmed, emailConfirmation, date operands by field). */
  values?: Record<string, unknown>;
  now?: Date;
  records?: RuleContext['records'];
  /** The submission's check: `atSubmission` rules run too. */
  submission?: boolean;
}
