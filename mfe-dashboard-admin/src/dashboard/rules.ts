/**
 * Dashboard helpers: ordering, grouping by section and the routes by type. Which section a status
 * belongs to and which actions an application offers is the shared status model's
 * (@portal/shared-domain/applications; documented in docs/decisions.md, "Status model").
 */
import { sectionOf, type ApplicationType, type SectionKey } from '@portal/shared-domain/applications';
import type { Application } from '@portal/shared-domain/api';

/** Newest first by creation date (the API already answers newest first). */
export function newestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function groupBySection(applications: readonly Application[]): Record<SectionKey, Application[]> {
  const groups: Record<SectionKey, Application[]> = { open: [], active: [], closed: [] };
  newestFirst(applications).forEach((application) => {
    groups[sectionOf(application.status)].push(application);
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
