import type { Application, ApplicationStatus, ApplicationType } from '../types';

/**
 * Dashboard rules (documented in docs/decisions.md, "Dashboard"): which section a status belongs
 * to and which actions each status offers. The server's state machine stays the authority; these
 * only decide what is offered.
 */
export type SectionKey = 'open' | 'active' | 'closed';

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

export const SECTIONS: SectionKey[] = ['open', 'active', 'closed'];

export type ActionKey = 'edit' | 'delete' | 'annul' | 'pdf' | 'statement' | 'finalStatement' | 'archive';

const isCollection = (application: Pick<Application, 'type' | 'subtype'>) =>
  application.type === 'group' && application.subtype === 'group-collection';

/** The actions offered for an application, in display order. */
export function actionsFor(application: Application): ActionKey[] {
  const actions: ActionKey[] = [];
  const { status } = application;
  if (status === 'preparing') actions.push('edit');
  if (status === 'accepted') actions.push('statement');
  if (status === 'partial_statement_submitted' && isCollection(application)) actions.push('finalStatement');
  // The PDF is produced on submission: offered once the application was submitted.
  if (status !== 'preparing' && application.submittedAt) actions.push('pdf');
  if (status === 'submitted' || status === 'accepted') actions.push('annul');
  if (status === 'rejected' || status === 'completed' || status === 'cancelled') actions.push('archive');
  if (status === 'preparing') actions.push('delete');
  return actions;
}

/** Newest first by creation date (the API already answers newest first). */
export function newestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function groupBySection(applications: readonly Application[]): Record<SectionKey, Application[]> {
  const groups: Record<SectionKey, Application[]> = { open: [], active: [], closed: [] };
  newestFirst(applications).forEach((application) => {
    groups[SECTION_OF[application.status] ?? 'closed'].push(application);
  });
  return groups;
}

/** Wizard entry route by type (spec 00 §2.2). */
export const WIZARD_ROUTE: Record<ApplicationType, string> = {
  'single-person': 'gesuche-einzelperson-id',
  group: 'gesuche-gruppe-id',
  project: 'gesuche-projekte-id',
};

/** Settlement (statement) entry route by type. */
export const SETTLEMENT_ROUTE: Record<ApplicationType, string> = {
  'single-person': 'gesuche-einzelperson-abrechnung-id',
  group: 'gesuche-gruppe-abrechnung-id',
  project: 'gesuche-projekte-abrechnung-id',
};
