import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ApplicationStatus } from '@portal/shared-domain/applications';

/** Application statuses in words (spec 00 §4.1). */
export const statusMessages: Record<ApplicationStatus, MessageDescriptor> = defineMessages({
  preparing: { id: 'dashboard.status.preparing', defaultMessage: 'In Bearbeitung' },
  submitting: { id: 'dashboard.status.submitting', defaultMessage: 'Wird eingereicht' },
  submitted: { id: 'dashboard.status.submitted', defaultMessage: 'Eingereicht, in Prüfung' },
  accepted: { id: 'dashboard.status.accepted', defaultMessage: 'Bewilligt' },
  rejected: { id: 'dashboard.status.rejected', defaultMessage: 'Abgelehnt' },
  statement_submitting: { id: 'dashboard.status.statement-submitting', defaultMessage: 'Abrechnung wird eingereicht' },
  partial_statement_submitting: {
    id: 'dashboard.status.partial-statement-submitting',
    defaultMessage: 'Teilabrechnung wird eingereicht',
  },
  statement_submitted: { id: 'dashboard.status.statement-submitted', defaultMessage: 'Abrechnung eingereicht, in Prüfung' },
  partial_statement_submitted: {
    id: 'dashboard.status.partial-statement-submitted',
    defaultMessage: 'Teilabrechnung eingereicht, in Prüfung',
  },
  completed: { id: 'dashboard.status.completed', defaultMessage: 'Abgeschlossen' },
  cancelled: { id: 'dashboard.status.cancelled', defaultMessage: 'Storniert' },
  unknown: { id: 'dashboard.status.unknown', defaultMessage: 'Unbekannt' },
});

export const typeMessages = defineMessages({
  singlePerson: { id: 'dashboard.type.single-person', defaultMessage: 'Einzelperson' },
  singleGroup: { id: 'dashboard.type.single-group', defaultMessage: 'Gruppe (Einzelgruppe)' },
  groupCollection: { id: 'dashboard.type.group-collection', defaultMessage: 'Gruppe (Sammelgesuch)' },
  group: { id: 'dashboard.type.group', defaultMessage: 'Gruppe' },
  project: { id: 'dashboard.type.project', defaultMessage: 'Projekt' },
  projectArea: { id: 'dashboard.type.project-area', defaultMessage: 'Projekt ({area})' },
  areaVacation: { id: 'dashboard.type.area-vacation', defaultMessage: 'Ferien' },
  areaLeisure: { id: 'dashboard.type.area-leisure', defaultMessage: 'Freizeit' },
  areaOther: { id: 'dashboard.type.area-other', defaultMessage: 'anderer Bereich' },
});

const AREAS: Record<string, MessageDescriptor> = {
  vacation: typeMessages.areaVacation,
  leisure: typeMessages.areaLeisure,
  other: typeMessages.areaOther,
};

/** 'Einzelperson', 'Gruppe (Sammelgesuch)', 'Projekt (Ferien)', ... */
export function typeLabel(intl: IntlShape, application: { type: string; subtype: string | null }): string {
  if (application.type === 'single-person') return intl.formatMessage(typeMessages.singlePerson);
  if (application.type === 'group') {
    if (application.subtype === 'single-group') return intl.formatMessage(typeMessages.singleGroup);
    if (application.subtype === 'group-collection') return intl.formatMessage(typeMessages.groupCollection);
    return intl.formatMessage(typeMessages.group);
  }
  if (application.type === 'project') {
    if (!application.subtype) return intl.formatMessage(typeMessages.project);
    const area = AREAS[application.subtype];
    return intl.formatMessage(typeMessages.projectArea, { area: area ? intl.formatMessage(area) : application.subtype });
  }
  return application.type;
}

export function statusLabel(intl: IntlShape, status: string): string {
  const message = statusMessages[status as ApplicationStatus];
  return message ? intl.formatMessage(message) : status;
}
