/**
 * What the API server needs from a flow definition (issue: wizard engine, item 5): the server
 * registers each question's save/reset endpoint from these objects and validates with the same
 * rules as the browser. The wizard engine builds them from the declarative flows
 * (`toServerFlow(flow)`); the API imports only this shape, never React code.
 */
import type { FileFieldSpec } from '../validation/uploads';

export type { FileFieldSpec };

export type FlowKind = 'single-person' | 'group' | 'project';
export type FlowStage = 'application' | 'statement';
export type ServerLang = 'de' | 'fr' | 'it';

/** Field name → messages, the shape of the API's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

/** The stored answers of an application (or of its statement): field name → value. */
export type AnswerData = Record<string, unknown>;

/** The answers a flow callback judges. Not changed once built: endpoints remember what they derive from it. */
export interface ServerContext {
  lang: ServerLang;
  /** The application's own answers (in statement mode also the application, read-only). */
  application: AnswerData;
  statement?: AnswerData;
  /** Server time, for rules such as the 6-week lead time. */
  now: Date;
}

export interface ServerEndpoint {
  code: string;
  /** Path suffix after /applications/{id} (or /applications/{id}/statement), e.g. '/reason'. */
  endpoint: string;
  /** The fields this endpoint writes. A DELETE sets each of them to null. */
  fields: string[];
  /** Validates a PUT payload; null when valid. Unknown fields are refused by the server itself. */
  validate(payload: AnswerData, context: ServerContext): FieldErrors | null;
  /** Maps the validated payload onto stored fields (default: the payload as is). */
  toStored?(payload: AnswerData, context: ServerContext): AnswerData;
  /** Keys holding upload ids: the API checks that each upload exists, is the applicant's and fits the field. */
  files?: FileFieldSpec[];
  /**
   * JSON schema of each payload key, derived from the fields' kinds (types, option values,
   * lengths, list sizes): the API bounds the body with it before any rule runs.
   */
  schema?: Record<string, Record<string, unknown>>;
}

export interface ServerFlow {
  kind: FlowKind;
  stage: FlowStage;
  endpoints: ServerEndpoint[];
  /**
   * Fields of questions hidden by the current answers: cleared after every save (dependent reset)
   * and before submission, so hidden answers are never submitted.
   */
  hiddenFields(data: AnswerData, context: ServerContext): string[];
  /**
   * The submission the answers lead to: a shown, unlocked question's own (`submit.endpoint`, e.g.
   * the partial statement '/partial-submit'), else '/submit'. Any other submission is refused.
   */
  submitPath?(data: AnswerData, context: ServerContext): string;
  /** Codes of visible questions that are not complete; submission is refused while any remain. */
  incompleteQuestions(data: AnswerData, context: ServerContext): string[];
  /**
   * Every rule of every shown, complete question run again on the stored answers, with the
   * submission-only rules: question code → its messages. Submission is refused while any remain.
   */
  problems(data: AnswerData, context: ServerContext): FieldErrors;
}
