import { ApiError } from '../http/errors';
import type { STATUSES } from '../http/schemas';

/**
 * Which action is allowed in which status (the table is documented in docs/decisions.md, API).
 * Anything else answers 409 with a German message naming the current status.
 */
export type Status = (typeof STATUSES)[number];

export type Action =
  | 'answer'
  | 'delete'
  | 'submit'
  | 'cancel'
  | 'annul'
  | 'archive'
  | 'create-statement'
  | 'statement-answer'
  | 'statement-submit'
  | 'statement-partial-submit'
  | 'statement-cancel'
  | 'accept'
  | 'reject'
  | 'complete';

interface ApplicationState {
  status: string;
  subtype: string | null;
  type: string;
  archived_at: Date | null;
}

const isCollection = (app: ApplicationState) => app.type === 'group' && app.subtype === 'group-collection';

/** Statuses in which each action is allowed; a function where it depends on the kind. */
const allowed: Record<Action, (app: ApplicationState) => boolean> = {
  answer: (a) => a.status === 'preparing',
  delete: (a) => a.status === 'preparing',
  submit: (a) => a.status === 'preparing',
  // Cancellation comes from the settlement wizard: the funded activity did not take place.
  cancel: (a) => a.status === 'accepted',
  // Annulment: the applicant withdraws an application under review or granted.
  annul: (a) => a.status === 'submitted' || a.status === 'accepted',
  archive: (a) => ['rejected', 'completed', 'cancelled'].includes(a.status) && !a.archived_at,
  'create-statement': (a) => a.status === 'accepted',
  // Group collections keep answering after a partial statement, for the final billing.
  'statement-answer': (a) => a.status === 'accepted' || (a.status === 'partial_statement_submitted' && isCollection(a)),
  'statement-submit': (a) => a.status === 'accepted' || (a.status === 'partial_statement_submitted' && isCollection(a)),
  'statement-partial-submit': (a) => a.status === 'accepted' && isCollection(a),
  'statement-cancel': (a) => a.status === 'accepted',
  accept: (a) => a.status === 'submitted',
  reject: (a) => a.status === 'submitted',
  complete: (a) => a.status === 'statement_submitted',
};

export function isAllowed(action: Action, app: ApplicationState): boolean {
  return allowed[action](app);
}

export function assertAllowed(action: Action, app: ApplicationState): void {
  if (allowed[action](app)) return;
  if (action === 'statement-partial-submit' && !isCollection(app)) {
    throw new ApiError(409, 'partialOnlyForCollections');
  }
  throw new ApiError(409, 'transitionNotAllowed', { params: { status: app.status } });
}
