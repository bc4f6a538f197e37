/**
 * The one status model (issue 9, item 5): which actions an application allows for its type,
 * subtype and status. The API asserts with it (409 otherwise), the dashboard offers with it and
 * the wizards lock with it. The table is documented once in docs/decisions.md ("Status model").
 * Pure data and functions: no React, no browser APIs (the API imports it through
 * `@portal/shared-domain/server`).
 */

/** Every status, in the order of spec 00 §4.1. */
export const APPLICATION_STATUSES = [
  'preparing',
  'submitting',
  'submitted',
  'accepted',
  'rejected',
  'statement_submitting',
  'partial_statement_submitting',
  'statement_submitted',
  'partial_statement_submitted',
  'completed',
  'cancelled',
  'unknown',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_TYPES = ['single-person', 'group', 'project'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const GROUP_SUBTYPES = ['single-group', 'group-collection'] as const;
export type GroupSubtype = (typeof GROUP_SUBTYPES)[number];

/** The dashboard's sections (spec 00 §2.13 leaves the grouping open). */
export const SECTIONS = ['open', 'active', 'closed'] as const;
export type SectionKey = (typeof SECTIONS)[number];

export const SECTION_OF: Record<ApplicationStatus, SectionKey> = {
  preparing: 'open',
  submitting: 'active',
  submitted: 'active',
  accepted: 'active',
  statement_submitting: 'active',
  partial_statement_submitting: 'active',
  statement_submitted: 'active',
  partial_statement_submitted: 'active',
  rejected: 'closed',
  completed: 'closed',
  cancelled: 'closed',
  unknown: 'closed',
};

/** A status the model does not know (a newer server) is shown as closed. */
export function sectionOf(status: unknown): SectionKey {
  return typeof status === 'string' && Object.hasOwn(SECTION_OF, status) ? SECTION_OF[status as ApplicationStatus] : 'closed';
}

export const ACTIONS = [
  // The application (applicant)
  'edit',
  'answer',
  'submit',
  'delete',
  'annul',
  'cancel',
  'archive',
  'pdf',
  // The statement (settlement) of a granted application (applicant)
  'statement',
  'final-statement',
  'create-statement',
  'statement-answer',
  'statement-submit',
  'statement-partial-submit',
  'statement-cancel',
  // Review (admin)
  'accept',
  'reject',
  'complete',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What the rules read of an application, in the API's JSON shape (the server maps its row to it).
 * Loosely typed so that a wizard's stored record (`Record<string, unknown>`) can be passed as is.
 */
export interface ApplicationFacts {
  /** 'single-person' | 'group' | 'project' */
  type?: unknown;
  /** 'group-collection' matters (partial statements); others are informative. */
  subtype?: unknown;
  /** One of APPLICATION_STATUSES; anything else allows nothing. */
  status?: unknown;
  /** Set once submitted: the PDF is stored at submission. */
  submittedAt?: unknown;
  /** Archived applications are hidden from the list; archiving is allowed once. */
  archived?: unknown;
}

export const isGroupCollection = (application: Pick<ApplicationFacts, 'type' | 'subtype'>): boolean =>
  application.type === 'group' && application.subtype === 'group-collection';

type Rule = (application: ApplicationFacts) => boolean;
const inStatus =
  (...statuses: ApplicationStatus[]): Rule =>
  (application) =>
    (statuses as readonly unknown[]).includes(application.status);

const preparing = inStatus('preparing');
const granted = inStatus('accepted');
const closed = inStatus('rejected', 'completed', 'cancelled');
/** A group collection keeps settling after its partial statement, for the final billing. */
const finalBilling: Rule = (application) => application.status === 'partial_statement_submitted' && isGroupCollection(application);
const settling: Rule = (application) => granted(application) || finalBilling(application);

const RULES: Record<Action, Rule> = {
  // Dashboard "Bearbeiten": the wizard opens while answers may change.
  edit: preparing,
  // PUT/DELETE of answers, linking the applicant's contacts.
  answer: preparing,
  submit: preparing,
  delete: preparing,
  // Annulment: the applicant withdraws an application under review or granted.
  annul: inStatus('submitted', 'accepted'),
  // Cancellation comes from the settlement wizard: the funded activity did not take place.
  cancel: granted,
  archive: (application) => closed(application) && application.archived !== true,
  // The PDF is stored at submission.
  pdf: (application) => application.status !== 'preparing' && Boolean(application.submittedAt),
  // Dashboard "Abrechnung einreichen" (creates a missing statement) and "Schlussabrechnung einreichen".
  statement: granted,
  'final-statement': finalBilling,
  'create-statement': granted,
  'statement-answer': settling,
  'statement-submit': settling,
  // One partial billing per collection (spec 02 §4), while the application is granted.
  'statement-partial-submit': (application) => granted(application) && isGroupCollection(application),
  'statement-cancel': granted,
  accept: inStatus('submitted'),
  reject: inStatus('submitted'),
  complete: inStatus('statement_submitted'),
};

/** Whether the application allows the action in its current status. */
export function allows(action: Action, application: ApplicationFacts): boolean {
  return RULES[action](application);
}

/** The allowed actions among `among` (default: all), in the order of `among`. */
export function actionsFor(application: ApplicationFacts): Action[];
export function actionsFor<A extends Action>(application: ApplicationFacts, among: readonly A[]): A[];
export function actionsFor(application: ApplicationFacts, among: readonly Action[] = ACTIONS): Action[] {
  return among.filter((action) => RULES[action](application));
}

/** The actions the applicant's dashboard offers on an application card, in display order. */
export const DASHBOARD_ACTIONS = ['edit', 'statement', 'final-statement', 'pdf', 'annul', 'archive', 'delete'] as const satisfies readonly Action[];
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

/** The review actions of the admin area, in display order. */
export const REVIEW_ACTIONS = ['accept', 'reject', 'complete'] as const satisfies readonly Action[];
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The settlement wizard may create a missing statement (spec 01 §7.2). */
export const canCreateStatement = (application: ApplicationFacts): boolean => allows('create-statement', application);

/** Statement answers are locked unless allowed: granted, or a group collection's final billing (spec 02 §4). */
export const statementLocked = (application: ApplicationFacts): boolean => !allows('statement-answer', application);

/** Application answers are locked once the application left 'preparing'. */
export const answersLocked = (application: ApplicationFacts): boolean => !allows('answer', application);
