import { expect, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API_URL } from './env';
import { PNG, portraitPdf, uploadFile } from './uploads';
import { api, type Json } from './wizard';

/**
 * Group journeys' set-up and spreadsheet work: the collection's template as the API writes it,
 * filled the way an applicant fills it (exceljs), and a granted collection whose statement the
 * journeys settle (answers saved through the API, which checks the group flow's rules).
 */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Next year: every activity in one year and more than 10 weeks ahead, whenever the suite runs. */
export const YEAR = new Date().getFullYear() + 1;
export const dayOf = (month: number, date: number) => new Date(Date.UTC(YEAR, month - 1, date));
export const typed = (month: number, date: number) => `${date}.${String(month).padStart(2, '0')}.${YEAR}`;

export type GroupRow = [string, Date | string, Date | string, number, number, number, number];
/** Four groups from April to September (participants 8, 5 days, deficit CHF 3'400 each). */
export const GROUPS: GroupRow[] = [4, 5, 7, 9].map((month, index) => [`Lager ${index + 1}`, dayOf(month, 6), dayOf(month, 10), 8, 5, 4200, 800]);

/** Fills the template's group rows (row 4 on) and returns the file. */
export async function fillSheet(template: Buffer, rows: GroupRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  rows.forEach((row, index) => row.forEach((value, column) => (sheet.getRow(4 + index).getCell(column + 1).value = value)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function template(request: APIRequestContext, lang = 'de'): Promise<Buffer> {
  const response = await request.get(`${API_URL}/templates/group-collection.xlsx?lang=${lang}`);
  expect(response.status()).toBe(200);
  return response.body();
}


const CONTACT = {
  salutCode: 'female',
  firstname: 'Eva',
  lastname: 'Gruppe',
  street: 'Seeweg',
  houseNumber: '3',
  zipCode: '3000',
  location: 'Bern',
  phone: '031 123 45 67',
  email: 'eva@verein.example.ch',
  organization: 'Verein Ferien für alle',
};

/** Every answer of a group application (a collection's list of groups uploaded) and its contact. */
export async function answerGroup(request: APIRequestContext, token: string, id: string, subtype: 'single-group' | 'group-collection'): Promise<void> {
  const both: Array<[string, Json]> = [
    ['/inclusion-criteria', { inclusionCriteria: ['mixed-composition', 'participated-in-planning'], inclusionCriteriaOther: null }],
    ['/appeal', { appeal: 'Gemeinschaft erleben.' }],
    ['/visibility', { visibility: ['website'], visibilityOther: null }],
  ];
  const saves: Array<[string, Json]> =
    subtype === 'group-collection'
      ? [
          ['/subtype', { subtype }],
          ['/time-period', { timePeriod: { start: `${YEAR}-04-06`, end: `${YEAR}-09-10` } }],
          ['/group-collection-list-document', { groupCollectionListDocumentId: await uploadFile(request, token, 'gruppen.xlsx', XLSX, await fillSheet(await template(request), GROUPS)) }],
          ['/group-composition', { composition: 'mixed' }],
          ...both,
        ]
      : [
          ['/subtype', { subtype }],
          ['/group-composition', { composition: 'adults' }],
          ['/number-of-disabled-persons', { numberOfDisabledPersons: 8 }],
          ['/number-of-days', { numberOfDays: 3 }],
          ['/topic', { topic: 'sports' }],
          ['/objective', { objective: 'Bewegung' }],
          ['/destination-country-code', { destinationCountryCode: 193 }],
          ['/destination-location', { destinationLocation: 'Davos' }],
          ['/time-period', { start: `${YEAR}-06-01`, end: `${YEAR}-06-03` }],
          ['/expenses', { expenses: [{ type: 'accommodation', amount: 2000 }] }],
          ['/budget-available', { budgetAvailable: [{ type: 'participantContributions', amount: 400 }] }],
          ...both,
        ];
  for (const [endpoint, payload] of saves) await api(request, token, 'PUT', `/applications/${id}${endpoint}`, payload);
  const contact = await api(request, token, 'POST', '/contacts', CONTACT);
  await api(request, token, 'PUT', `/applications/${id}/contacts`, { id: contact.id, type: 'individual' });
}


/**
 * The statement answers of a granted group application answered by `answerGroup`: `partial` the
 * partial billing of a collection (up to BG440), else everything of the final statement.
 */
export async function answerGroupStatement(request: APIRequestContext, token: string, id: string, subtype: 'single-group' | 'group-collection', partial = false): Promise<void> {
  const base = `/applications/${id}/statement`;
  const sheet = async () => uploadFile(request, token, 'abrechnung.xlsx', XLSX, await fillSheet(await template(request), GROUPS));
  const billing: Array<[string, Json]> =
    subtype === 'group-collection'
      ? partial
        ? [
            ['/partial-billing', { partialBilling: true }],
            ['/partial-billing-document', { partialBillingDocumentId: await sheet() }],
            ['/partial-billing-deficit', { partialBillingDeficit: 6800 }],
            ['/remaining-deficit-estimate', { remainingDeficitEstimate: 6800 }],
          ]
        : [
            ['/partial-billing', { partialBilling: false }],
            ['/final-billing-document', { finalBillingDocumentId: await sheet() }],
            ['/deficit', { deficit: 13000 }],
          ]
      : [
          ['/number-of-disabled-persons', { numberOfDisabledPersons: 8 }],
          ['/number-of-days', { numberOfDays: 3 }],
          ['/expenses', { expenses: [{ type: 'accommodation', amount: 90 }] }],
          ['/budget', { budget: [{ type: 'participantContributions', amount: 40 }] }],
          ['/participant-list-document', { participantListDocumentId: await uploadFile(request, token, 'liste.pdf', 'application/pdf', await portraitPdf()) }],
        ];
  const saves: Array<[string, Json]> = [['/realization-status', { realizationStatus: 'realized' }], ...billing];
  if (!partial) {
    const image = await uploadFile(request, token, 'bild.png', 'image/png', PNG);
    saves.push(
      ['/evidence-of-inclusion-criteria', { evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Gemeinsam gereist.' }, { criteria: 'participated-in-planning', value: 'Mitgeplant.' }] }],
      ['/evidence-of-visibility', { evidenceOfVisibility: ['website'] }],
      ['/review', { review: 'Gelungen.' }],
      [subtype === 'group-collection' ? '/images' : '/communication-images', { imageIds: [image] }],
      ['/allow-image-use', { allowImageUse: true }],
      ['/organization-logo', { organizationLogoId: null, noOrganizationLogo: true }],
    );
  }
  for (const [endpoint, payload] of saves) await api(request, token, 'PUT', `${base}${endpoint}`, payload);
  if (!partial) {
    const contact = await api(request, token, 'POST', '/contacts', CONTACT);
    await api(request, token, 'PUT', `/applications/${id}/contacts`, { id: contact.id, type: 'paymentRecipient' });
    await api(request, token, 'PUT', `${base}/bank-details`, { iban: 'CH9300762011623852957' });
  }
}


/** A group application answered, submitted and granted (the admin accepts it). */
async function granted(request: APIRequestContext, token: string, adminToken: string, subtype: 'single-group' | 'group-collection'): Promise<string> {
  const { id } = (await api(request, token, 'POST', '/applications', { type: 'group' })) as { id: string };
  await answerGroup(request, token, id, subtype);
  await api(request, token, 'POST', `/applications/${id}/submit`);
  await api(request, adminToken, 'POST', `/admin/applications/${id}/accept`, { grantedAmount: 12000 });
  return id;
}

export const grantedCollection = (request: APIRequestContext, token: string, adminToken: string) => granted(request, token, adminToken, 'group-collection');
export const grantedSingleGroup = (request: APIRequestContext, token: string, adminToken: string) => granted(request, token, adminToken, 'single-group');
