/**
 * Wizard engine: public types (stable contract for the React form kit in shared-ui and the API).
 *
 * Design note
 * - A flow is data: `defineFlow(def)` takes steps, each a list of `QuestionDef`s, and returns a
 *   normalised `Flow` whose `questions` carry their step, full path and route name. Pages that are
 *   not questions (start, review, completion, thank-you, cancellation, info) are questions with a
 *   `page` kind; start, review, completion, thank-you and cancellation pages are not counted in
 *   "question X" (spec 00 §2.16) unless `counted` says otherwise; questions and info pages are.
 * - The stored records (application, statement) are the truth. Every question's local data (its
 *   fields) is read from them (`read`/field `readFrom`, spec "prefill") and read back after each
 *   save. The server builds the same question data from stored data, so visibility, completion and
 *   validation run identically in browser and API (`toServerFlow`).
 * - Visibility is a `Condition`: a test plus the question codes (or 'CODE.field') it reads. The
 *   declared dependencies drive the reset cascade (spec 00 §4.5). A hidden question's answer reads
 *   as empty to other rules, so chains (A hides B hides C) resolve without stale answers.
 * - Saving is split into a pure planner (`planSave` → list of `SaveStep`s) and an executor
 *   (`executeSave`) that performs them through an injected `WizardTransport`.
 * - Everything here is plain TypeScript: no React, no DOM.
 */
import type { Lang } from '../languages';
import type { AnswerData, FlowKind, FlowStage } from './server-contract';
import type { Label, Rule } from '../validation/types';

export type { AnswerData, FlowKind, FlowStage } from './server-contract';
export type { FileLike, Label, LocalizedText, Rule } from '../validation/types';

import type { InputKind } from './kinds';
export type { InputKind } from './kinds';

/** Quick check (one screen, result pop-ups) or numbered wizard. */
export type FlowType = 'quick-check' | 'wizard';

/** What a page of the flow is; 'question' and 'info' are counted by default (spec 00 §2.16). */
export type PageKind = 'question' | 'info' | 'start' | 'review' | 'completion' | 'thank-you' | 'cancellation';

/** Link types of a contact to an application (spec 00 §3.10). */
export type ContactLinkType = 'individual' | 'representation' | 'paymentRecipient';

/** The data of one question: field name → value. */
export type QuestionData = Record<string, unknown>;

export interface FieldOption {
  value: string | number | boolean;
  label: Label;
}

/** A date-range value; dates in the form as 'd.mm.yyyy'. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

/** One budget row (expense or income line). */
export interface BudgetLine {
  /** Line key, e.g. 'unterkunft', 'individual-contributions', 'institutionalDonations'. */
  type?: string;
  /** Free line items (project budget) carry a description instead of a fixed type. */
  description?: string;
  amount: number | string | null;
}

/** A contact as the contact input group holds it (spec 00 §3.10). */
export interface ContactValue {
  id?: number | string | null;
  salutCode?: 'male' | 'female' | 'none' | 'neutral' | null;
  firstname?: string | null;
  lastname?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  zipCode?: string | null;
  location?: string | null;
  phone?: string | null;
  email?: string | null;
  organization?: string | null;
  bankDetails?: { iban?: string | null } | null;
}

export interface ContactFieldOptions {
  /** The link type sent with PUT /applications/{id}/contacts. */
  linkType: ContactLinkType;
  /** Ask for the organisation (FE620): 'required', 'optional' or not at all (default). */
  organization?: 'required' | 'optional';
  /** Ask for bankDetails.iban inside the contact (BE430). */
  iban?: boolean;
}

export interface BudgetFieldOptions {
  /** Fixed line types offered (e.g. travel expense keys); free lines when omitted. */
  lineTypes?: string[];
  /** Lines carry a free description (project expenses). */
  freeLines?: boolean;
  maxLines?: number;
  /** Rules of each line's amount; default required, decimal with 2 places, min 0. */
  amountRules?: Rule[];
  /** Wording of the line-type select and the add buttons when it is not about expenses (income). */
  chooseLabel?: Label;
  addLabel?: Label;
  furtherLabel?: Label;
}

export interface FieldDef {
  name: string;
  kind: InputKind;
  label?: Label;
  /** Markdown instructions shown by the info toggle. */
  instructions?: Label;
  placeholder?: Label;
  /** Value after reset and before any answer; default null ([] for checkbox-group, budget). */
  default?: unknown;
  rules?: Rule[];
  options?: FieldOption[];
  /** List the options in the alphabetical order of the page's language (Intl.Collator), e.g. countries. */
  sortOptions?: boolean;
  /** Payload key when it differs from `name` (e.g. taxableIncomeDocument → taxableIncomeDocumentId). */
  sendAs?: string;
  /** Dot path in the record the field is read from (default: `name`), e.g. 'paymentRecipient.bankDetails.iban'. */
  readFrom?: string;
  /** Record read from; default: the statement in statement mode, else the application. */
  source?: 'application' | 'statement';
  /** Object values (date-range) are sent and read as top-level keys instead of under one key. */
  spread?: boolean;
  /** file-select: several files. */
  multiple?: boolean;
  contact?: ContactFieldOptions;
  budget?: BudgetFieldOptions;
  /** Shown unless this returns false: a hidden field is not rendered, checked or counted, and is sent empty. */
  visibleWhen?: (data: QuestionData, records: WizardRecords) => boolean;
  /** name-amount-list, name-list-or-none: row wording and the most rows. */
  list?: ListFieldOptions;
  /** file-or-none: the "none" choice (e.g. `noOrganizationLogo`, 'Wir haben kein Logo'). */
  none?: { key: string; label: Label };
  /** template-upload: the template to download. */
  template?: { href: string; label: Label };
  /**
   * text: suggestions while typing; `mustChoose` refuses other text (a function: only when it
   * holds for the question's data, e.g. a Swiss place only for a destination in Switzerland).
   */
  suggestions?: { options: () => readonly string[]; mustChoose?: boolean | ((data: QuestionData) => boolean); label?: Label };
  /** repeat: one set of `fields` per item of another answer (spec 02 BG510/BP400). */
  repeat?: RepeatOptions;
  /** number: an amount in CHF, printed as "CHF 1'234.00" on the review page and in the PDF. */
  unit?: 'chf';
}

export interface ListFieldOptions {
  maxItems?: number;
  nameLabel?: Label;
  amountLabel?: Label;
  addLabel?: Label;
  /** name-list-or-none: the choice that stands for an empty list ('Keine Anfragen hängig'). */
  noneLabel?: Label;
}

/**
 * A field that repeats its `fields` once per item of another answer: the value is a list of
 * `{[itemKey]: item, ...fields}` aligned to that answer's current items (spec 02 §3.6
 * evidenceOfInclusionCriteria: [{criteria, value}]). The page shows one item at a time.
 */
export interface RepeatOptions {
  /** The answer iterated over: 'BG500.inclusionCriteria' (a list of option values). */
  over: string;
  /**
   * The field iterated over when it is not a question of this flow: a statement repeating over an
   * application answer (BP400 over FP380's criteria) names it in `over` ('FP380.inclusionCriteria')
   * and gives its definition here, with `source: 'application'`.
   */
  overField?: FieldDef;
  /** Key of the item in each entry; default 'criteria'. */
  itemKey?: string;
  fields: FieldDef[];
  /** Wording of the in-page navigation ('Nächstes Kriterium', 'Vorheriges Kriterium'). */
  nextLabel?: Label;
  previousLabel?: Label;
  /** Filled by `defineFlow`: the options of the answer iterated over (item labels). */
  itemOptions?: FieldOption[];
  /** Filled by `defineFlow`: the current items, read from the stored records. */
  itemsOf?: (records: WizardRecords) => unknown[];
}

/** Who is signed in (spec 00 §3.6); null for anonymous visitors. */
export interface WizardUser {
  email: string;
  isAdmin?: boolean;
}

/** The stored records the flow works on. */
export interface WizardRecords {
  application: AnswerData;
  /** The statement, kept apart from the application (statement mode); null otherwise. */
  statement: AnswerData | null;
}

/** Ambient facts rules may read. */
export interface WizardContext {
  user: WizardUser | null;
  now: Date;
  lang: Lang;
}

/** What visibility, completion, locking and prefill rules see. */
export interface RuleView {
  /** Current data of a question; a hidden question reads as its defaults (empty). Kept per view: read it, never change it. */
  answer(code: string): QuestionData;
  /** One field of a question: 'FE300.reasonForRequest'. */
  value(ref: string): unknown;
  application: AnswerData;
  statement: AnswerData | null;
  user: WizardUser | null;
  now: Date;
}

/** Prefill rules read only records and context (no other answers). */
export interface RecordView {
  application: AnswerData;
  statement: AnswerData | null;
  user: WizardUser | null;
  now: Date;
}

/**
 * A rule over answers with its dependencies declared: question codes ('FE300') or fields
 * ('FE210.socialAid'). Build with the helpers (`answerEquals`, `allOf`, ...) or write one.
 */
export interface Condition {
  dependsOn: string[];
  test(view: RuleView): boolean;
}

export interface SaveDef {
  /** Path suffix after the save base, e.g. '/reason-for-request'. */
  endpoint: string;
  /** PUT by default; 'post' for actions such as '/cancel'. Only PUT endpoints are reset by DELETE. */
  method?: 'put' | 'post';
  /**
   * 'application' saves on /applications/{id} even in statement mode. Default: 'application' for
   * contact questions and '/cancel', else the flow's base (spec 00 §7.3).
   */
  base?: 'application' | 'flow';
  /** Outgoing transform; return null to save locally only. Default: fields encoded by kind. */
  toPayload?: (data: QuestionData, view: RuleView) => AnswerData | null;
  /** Inverse of a custom `toPayload`, for server validation. Default: fields decoded by kind. */
  fromPayload?: (payload: AnswerData) => QuestionData;
  /** Payload keys this endpoint writes (default: each field's sendAs ?? name; contacts: the stored field). */
  payloadFields?: string[];
}

export interface QuestionDef {
  /** E.g. 'FE370'. */
  code: string;
  /** Path segment relative to the flow's id path, e.g. 'verwendungszweck/inland-ausland'; '' for the base. */
  path?: string;
  /** The path is relative to the flow's path without {id} (e-mail and intro pages). */
  beforeId?: boolean;
  /** Route name when it does not follow from the path (spec 02 FP460). */
  routeName?: string;
  page?: PageKind;
  /** Counts in "question X"; default: page is 'question'. */
  counted?: boolean;
  title?: Label;
  fields?: FieldDef[];
  save?: SaveDef;
  /** Prefill: values read from the records, over the field defaults and `readFrom` values. */
  read?: (view: RecordView) => Partial<QuestionData>;
  /** Shown unless this returns false (default: always shown). */
  visibleWhen?: Condition;
  /** Overrides the default completion rule (spec 00 §4.3). */
  completedWhen?: (data: QuestionData, view: RuleView) => boolean;
  /** Locked when this returns true (default: never). */
  lockedWhen?: (data: QuestionData, view: RuleView) => boolean;
  /** Why the question is locked, shown instead of the general "can no longer be changed" (FE340 for a minor). */
  lockedNote?: (view: RecordView) => Label | null;
  /** The server cannot know this question's answer (local confirmations); left out of incompleteQuestions. */
  clientOnly?: boolean;
  /** Markdown shown under the heading (introductions, checklists, explanations). */
  intro?: Label | ((view: RecordView) => Label | null);
  /**
   * Data the fields read synchronously that has a chunk of its own (the country list): the wizard
   * awaits it before it shows, validates or summarises this question (`loadQuestionData`), with
   * what the fields' kinds need for their rules (`FieldKind.loads`: the IBAN check).
   */
  load?: () => Promise<unknown>;
  /** Named widgets above the fields (totals, summaries, links), rendered by shared-ui. */
  widgets?: WidgetDef[];
  /** A named action run before the answer is kept (e.g. 'request-sign-in-link' on the e-mail page). */
  action?: QuestionAction;
  /**
   * Confirming this question also submits, once its answer is saved: POST on the flow's base
   * (…/statement{endpoint} in statement mode; the partial statement '/partial-submit', spec 02
   * BG440); the wizard then shows `next`. The confirm button says `label`.
   */
  submit?: { endpoint: string; next: string; label: Label };
}

/** Defaults of every question of a flow or step that does not set its own. */
export interface QuestionDefaults {
  visibleWhen?: Condition;
  lockedWhen?: (data: QuestionData, view: RuleView) => boolean;
}

export interface StepDef {
  /** E.g. 'single-person.intended-use'. */
  name: string;
  title?: Label;
  defaults?: QuestionDefaults;
  questions: QuestionDef[];
}

/** Actions the runner knows by name. */
export type QuestionAction = { name: 'request-sign-in-link'; field: string; returnTo: string };

/** A row of an amounts widget. */
export interface AmountRow {
  label: Label;
  amount: number;
}

/** A fact of a facts widget (label and formatted value). */
export interface FactRow {
  label: Label;
  value: Label;
}

/**
 * What a page shows besides its fields, as data: shared-ui renders each type (one look for every
 * flow). Values are computed from the stored records.
 */
export type WidgetDef =
  | { type: 'amounts'; rows: (view: RecordView) => AmountRow[] }
  | { type: 'facts'; title?: Label; rows: (view: RecordView) => FactRow[] }
  | { type: 'text'; tone?: 'intro' | 'hint' | 'warning' | 'status'; text: Label | ((view: RecordView) => Label | null) }
  | { type: 'checklist'; items: (view: RecordView) => Label[] }
  | { type: 'link'; route: string; label: Label }
  /**
   * A file to download (a template, an uploaded list): `{lang}` in the address becomes the page's
   * language; a function of the records may give none (nothing is shown then).
   */
  | { type: 'download'; href: string | ((view: RecordView) => string | null); label: Label };

/** Quick checks (spec 00 §4.6): rules evaluated in order after each answer; the first match pops up. */
export interface QuickCheckView {
  /** 'CE100.finances' or 'CE100' (the question's single field). */
  value(ref: string): unknown;
  /** The question's fields are all set (lists non-empty). */
  answered(code: string): boolean;
  allAnswered(): boolean;
}

export interface QuickCheckRule {
  /** E.g. 'popup2'. */
  popup: string;
  kind: 'success' | 'failure';
  when(view: QuickCheckView): boolean;
}

export interface QuickCheckPopup {
  popup: string;
  kind: 'success' | 'failure';
  /** The answer that triggered it; dismissing resets this question. */
  triggeredBy: string;
}

export interface QuickCheckState {
  answers: Record<string, QuestionData>;
  popup: QuickCheckPopup | null;
}

export interface FlowPaths {
  /** Path without the application id, e.g. '/gesuche/einzelperson'. */
  base: string;
  /** Path with the id, e.g. '/gesuche/einzelperson/{id}'; equals base for statements. */
  withId?: string;
  /** Further spellings of the id path that must be served (spec 02 §2.5). */
  aliases?: string[];
}

export interface FlowDef {
  /** E.g. 'single-person-application'. */
  id: string;
  applicant: FlowKind;
  type: FlowType;
  mode: FlowStage;
  paths: FlowPaths;
  /** Shown above the steps ('Gesuch Einzelperson'). */
  title?: Label;
  /** Statement flows: what the page says after submission, and when the application has no statement and cannot get one. */
  submitted?: { title: Label; message: Label; next?: Label };
  unavailable?: Label;
  defaults?: QuestionDefaults;
  steps: StepDef[];
  /** Quick checks only. */
  quickCheck?: QuickCheckRule[];
  /** Quick checks only: what the pop-ups and the page say. */
  quickCheckTexts?: QuickCheckTexts;
}

/** Texts of a quick check page (spec 00 §4.6). */
export interface QuickCheckTexts {
  title: Label;
  intro: Label;
  /** Failure reason by pop-up name. */
  reasons: Record<string, Label>;
  /** Route the success pop-up and the start button lead to (the application). */
  applyRoute: string;
}

/** A question after `defineFlow`: its step, index, full path and route name are known. */
export interface Question extends Omit<QuestionDef, 'routeName' | 'page' | 'counted' | 'fields'> {
  step: string;
  index: number;
  page: PageKind;
  counted: boolean;
  fields: FieldDef[];
  /** Full unprefixed path pattern, e.g. '/gesuche/einzelperson/{id}/verwendungszweck/inland-ausland'; null in quick checks. */
  fullPath: string | null;
  routeName: string | null;
}

export interface Step {
  name: string;
  title?: Label;
  questions: Question[];
}

export interface Flow {
  id: string;
  applicant: FlowKind;
  type: FlowType;
  mode: FlowStage;
  paths: Required<FlowPaths>;
  steps: Step[];
  questions: Question[];
  quickCheck: QuickCheckRule[];
  quickCheckTexts?: QuickCheckTexts;
  title?: Label;
  submitted?: FlowDef['submitted'];
  unavailable?: Label;
  question(code: string): Question;
}

/** Local state of a running wizard. */
export interface WizardState {
  records: WizardRecords;
  /** Question data by code. */
  answers: Record<string, QuestionData>;
}

export interface QuestionStatus {
  code: string;
  isCompleted: boolean;
  isEmpty: boolean;
  isLocked: boolean;
  isTouched: boolean;
  shouldSkip: boolean;
}

export interface StepStatus {
  name: string;
  isTouched: boolean;
  isCompleted: boolean;
  /** Listed in the step navigation: at least one visible question (spec 00 §4.4). */
  isListed: boolean;
  /** Where "jump to step" lands; null when not listed. */
  firstVisibleQuestion: string | null;
}

export interface FlowStatus {
  questions: Record<string, QuestionStatus>;
  steps: StepStatus[];
  /** "question X" by code; null for hidden or uncounted pages. */
  numbers: Record<string, number | null>;
  /** Visible, counted questions. */
  total: number;
}

/** Where the user is; `returnTo` is set after the review page's "change" link. */
export interface NavigationState {
  current: string;
  returnTo: string | null;
}

export type NavigationAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'jump'; step: string }
  | { type: 'change'; code: string }
  | { type: 'goto'; code: string }
  | { type: 'close' };

/** Result of a navigation: a new state, or leaving the wizard (close, or back before the first page). */
export type NavigationResult = { type: 'question'; state: NavigationState } | { type: 'exit' };

/** Injected HTTP transport; each call resolves with the response's `data` (already unwrapped). */
export interface WizardTransport {
  put(path: string, payload: AnswerData): Promise<unknown>;
  delete(path: string, payload: AnswerData): Promise<unknown>;
  post(path: string, payload: AnswerData): Promise<unknown>;
}

/** Which record a response replaces. */
export type RecordTarget = 'application' | 'statement';

/** One step of a save plan, in execution order. */
export type SaveStep =
  | { type: 'create-contact'; code: string; field: string; path: '/contacts'; payload: AnswerData }
  /** PUT /contacts/{id}: an existing contact the applicant edited, before it is linked. */
  | { type: 'update-contact'; code: string; field: string; path: string; payload: AnswerData }
  | {
      type: 'save';
      code: string;
      method: 'put' | 'post';
      path: string;
      payload: AnswerData;
      target: RecordTarget;
      /** Contact field whose created id is put into payload.id before sending. */
      contactField?: string;
    }
  | { type: 'save-local'; code: string; data: QuestionData }
  | { type: 'reset-remote'; code: string; method: 'delete'; path: string; payload: AnswerData; target: RecordTarget }
  | { type: 'reset-local'; code: string; data: QuestionData };

export type SavePlan =
  | { type: 'unchanged'; code: string }
  | { type: 'save'; code: string; data: QuestionData; changedFields: string[]; steps: SaveStep[] };

export interface SaveResult {
  state: WizardState;
  plan: SavePlan;
}

/** A route of a flow for the remotes' routers. */
export interface FlowRoute {
  name: string;
  path: string;
  /** Question code; absent for the flow's own base routes. */
  code?: string;
  /** Further spellings (statement bases). */
  aliases?: string[];
}

/** Per-field first error messages, keyed by field name (contact sub-fields as 'contact.phone'). */
export type QuestionErrors = Record<string, string>;
