import type { APIRequestContext } from '@playwright/test';
import { uploadPdf, uploadPng } from './uploads';
import { api, type Json } from './wizard';

/**
 * Complete answers of a project application and of its statement, saved through the API as the
 * applicant (set-up of the journeys that need a submitted, granted or settled project: the API
 * checks the project flows' completeness and rules on submission).
 */



/** An ISO date `weeks` weeks from today (a project starts at least 10 weeks ahead). */
const isoInWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

async function contact(request: APIRequestContext, token: string): Promise<unknown> {
  const created = await api(request, token, 'POST', '/contacts', {
    salutCode: 'female', firstname: 'Pia', lastname: 'Projekt', street: 'Seeweg', houseNumber: '3', zipCode: '3600', location: 'Thun', phone: '033 123 45 67', email: 'pia@example.ch', organization: 'Segelclub für alle',
  });
  return created.id;
}

/** Every answer of a project application (deficit CHF 8'000, criteria as given), and its contact. */
export async function answerProject(request: APIRequestContext, token: string, id: string, criteria: string[] = ['remove-barriers', 'self-determined-living']): Promise<void> {
  const saves: Array<[string, Json]> = [
    ['/guidelines', { read: true }],
    ['/subtype', { subtype: 'vacation' }],
    ['/target-group', { targetGroup: ['disabled'] }],
    ['/non-profit', { nonProfit: true }],
    ['/project-status', { projectStatus: 'in-planning' }],
    ['/time-period', { start: isoInWeeks(12), end: isoInWeeks(13) }],
    ['/project-category', { projectCategory: 'sports' }],
    ['/project-title', { projectTitle: 'Segelwoche' }],
    ['/project-description', { projectDescription: 'Eine Woche Segeln.' }],
    ['/number-of-disabled-persons', { numberOfDisabledPersons: 12 }],
    ['/project-concept-document', { projectConceptDocumentId: await uploadPdf(request, token, 'konzept.pdf') }],
    ['/appeal', { appeal: 'Gemeinsam auf dem See.' }],
    ['/inclusion-criteria', { inclusionCriteria: criteria, inclusionCriteriaOther: null }],
    ['/expenses', { expenses: [{ description: 'Boote', amount: 10000 }] }],
    ['/budget-available', { budgetAvailable: [{ type: 'applicantContributions', amount: 2000 }] }],
    ['/institutions-requested', { institutionsRequested: [] }],
    ['/institutions-rejected', { institutionsRejected: [] }],
    ['/requested-amount', { requestedAmount: 8000 }],
    ['/visibility', { visibility: ['website'], visibilityOther: null }],
    ['/accept', { accept: true }],
  ];
  for (const [endpoint, payload] of saves) await api(request, token, 'PUT', `/applications/${id}${endpoint}`, payload);
  await api(request, token, 'PUT', `/applications/${id}/contacts`, { id: await contact(request, token), type: 'individual' });
}

/** Every answer of the statement of a granted project answered by `answerProject` (a deficit of CHF 7'000). */
export async function answerProjectStatement(request: APIRequestContext, token: string, id: string): Promise<void> {
  const imageId = await uploadPng(request, token);
  const saves: Array<[string, Json]> = [
    ['/realization-status', { realizationStatus: 'realized' }],
    ['/number-of-disabled-persons', { numberOfDisabledPersons: 12 }],
    ['/expenses', { expenses: [{ description: 'Boote', amount: 9000 }] }],
    ['/budget', { budget: [{ type: 'applicantContributions', amount: 2000 }] }],
    ['/evidence-of-inclusion-criteria', { evidenceOfInclusionCriteria: [{ criteria: 'remove-barriers', value: 'Stege' }, { criteria: 'self-determined-living', value: 'Selbst geplant' }] }],
    ['/evidence-of-visibility', { evidenceOfVisibility: ['website'], evidenceOfVisibilityOther: null }],
    ['/project-report-document', { projectReportDocumentId: await uploadPdf(request, token, 'bericht.pdf') }],
    ['/images', { imageIds: [imageId] }],
    ['/allow-image-use', { allowImageUse: true }],
    ['/organization-logo', { organizationLogoId: null, noOrganizationLogo: true }],
    ['/bank-details', { iban: 'CH9300762011623852957' }],
  ];
  for (const [endpoint, payload] of saves) await api(request, token, 'PUT', `/applications/${id}/statement${endpoint}`, payload);
  await api(request, token, 'PUT', `/applications/${id}/contacts`, { id: await contact(request, token), type: 'paymentRecipient' });
}
