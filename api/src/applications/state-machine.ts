import { allows, isGroupCollection, type Action } from '@portal/shared-domain/server';
import { ApiError, conflict } from '../http/errors';

export type { Action };

/** What the status model reads of an application row. */
interface ApplicationRowState {
  status: string;
  subtype: string | null;
  type: string;
  archived_at: Date | null;
  submitted_at?: Date | null;
}

/**
 * Asserts an action with the shared status model (shared-domain/src/applications/status-model.ts,
 * table in docs/decisions.md, "Status model"). Anything else answers 409 with a German message
 * naming the current status.
 */
export function assertAllowed(action: Action, row: ApplicationRowState): void {
  const application = { type: row.type, subtype: row.subtype, status: row.status, archived: Boolean(row.archived_at), submittedAt: row.submitted_at };
  if (allows(action, application)) return;
  if (action === 'statement-partial-submit' && !isGroupCollection(application)) {
    throw new ApiError(409, 'partialOnlyForCollections');
  }
  throw conflict(row.status);
}
