import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { applicationView, findApplication } from '../applications/repository';
import { renderApplicationPdf } from '../applications/pdf';
import { storePdf } from '../applications/submission';
import { filledCollectionSheet, storeSheet } from '../flows/group-collection';
import type { CollectionGroup } from '@portal/shared-domain/server';

/**
 * Demo data for a first start with an empty database (SEED_DEMO=false turns it off): an admin,
 * two applicants and applications in the statuses the dashboard distinguishes.
 */
interface DemoApplication {
  owner: 'demo' | 'demo2';
  type: 'single-person' | 'group' | 'project';
  subtype?: string;
  status: string;
  grantedAmount?: number;
  data: Record<string, unknown>;
  statement?: Record<string, unknown>;
  archived?: boolean;
}

const travel = {
  identification: 'self-reliant',
  birthday: '1980-06-15',
  disabilityInsurance: true,
  supplementaryBenefits: true,
  socialAid: false,
  others: false,
  reasonForRequest: 'travel',
  organizationalForm: 'independent-travel',
  numberOfPeople: 2,
  companions: ['companion'],
  reasons: ['care'],
  start: '2026-07-01',
  end: '2026-07-14',
  destinationCountryCode: 193,
  destinationLocation: 'Locarno',
  motivation: 'Zwei Wochen Ferien am See mit meiner Begleitperson.',
  expenses: [
    { key: 'unterkunft', amount: 1400 },
    { key: 'transport', amount: 180 },
  ],
  budgetAvailable: [{ key: 'individual-contributions', amount: 300 }],
};

/** An ISO date some weeks from today (the demo project being prepared starts after the 10-week lead time). */
const weeksAhead = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** The granted project, with every answer of its application (its statement is settled from these). */
const grantedProject = {
  read: true,
  subtype: 'vacation',
  targetGroup: ['disabled', 'non-disabled'],
  nonProfit: true,
  projectStatus: 'in-planning',
  start: '2026-07-06',
  end: '2026-07-11',
  projectCategory: 'sports',
  projectTitle: 'Ferienwoche für alle',
  projectDescription: 'Eine Woche Segeln und Wandern am Thunersee für Jugendliche mit und ohne Behinderung.',
  numberOfDisabledPersons: 12,
  appeal: 'Die Jugendlichen erleben gemeinsame Ferien und knüpfen Freundschaften.',
  inclusionCriteria: ['remove-barriers', 'create-equal-opportunities'],
  expenses: [
    { description: 'Unterkunft', amount: 9800 },
    { description: 'Begleitpersonen', amount: 6200 },
    { description: 'Transport', amount: 1500 },
  ],
  budgetAvailable: [
    { type: 'applicantContributions', amount: 2500 },
    { type: 'institutionalDonations', amount: 5000 },
  ],
  donations: [{ name: 'Stiftung Seeblick', amount: 5000 }],
  institutionsRequested: ['Gemeinde Thun'],
  institutionsRejected: [],
  requestedAmount: 9500,
  visibility: ['website', 'annual-report'],
  accept: true,
};

/** A group collection of four camps, as its spreadsheet was read (spec 02 §2.3 FG245). */
const camps = [
  ['Frühlingslager Engadin', '2026-04-13', '2026-04-17', 9, 5, 5200, 900],
  ['Malwoche Tessin', '2026-06-22', '2026-06-26', 8, 4.5, 4100, 700],
  ['Segeltage Bodensee', '2026-08-10', '2026-08-13', 10, 4, 4600, 800],
  ['Herbstwanderung Jura', '2026-10-05', '2026-10-05', 12, 0.5, 900, 200],
] as const;
const groupCollection = camps.map(([activity, start, end, participants, days, expenses, income], index) => ({
  row: 4 + index,
  activity,
  start,
  end,
  participants,
  days,
  expenses,
  income,
  deficit: expenses - income,
}));
const inclusion = { inclusionCriteria: ['mixed-composition', 'participated-in-planning'], appeal: 'Die Teilnehmenden erleben Gemeinschaft und gewinnen Selbstvertrauen.', visibility: ['website', 'annual-report'] };

/** The granted collection: every answer of its application; its partial billing is submitted. */
const grantedCollection = {
  subtype: 'group-collection',
  timePeriod: { start: '2026-04-13', end: '2026-10-05' },
  groupCollection,
  composition: 'mixed',
  numberOfGroups: 4,
  numberOfDisabledPersons: 39,
  averageParticipantDays: 36,
  deficit: 12200,
  ...inclusion,
};

/** The granted single group: every answer of its application (its statement is still to do). */
const grantedSingleGroup = {
  subtype: 'single-group',
  composition: 'adults',
  numberOfDisabledPersons: 10,
  numberOfDays: 4.5,
  topic: 'sports',
  objective: 'Eine Woche Bewegung in den Bergen für Erwachsene mit und ohne Behinderung.',
  destinationCountryCode: 193,
  destinationLocation: 'Davos',
  start: weeksAhead(14),
  end: weeksAhead(15),
  expenses: [
    { type: 'accommodation', amount: 4200 },
    { type: 'catering', amount: 945 },
    { type: 'transport', amount: 600 },
  ],
  budgetAvailable: [
    { type: 'participantContributions', amount: 900 },
    { type: 'organisationContributions', amount: 500 },
  ],
  ...inclusion,
};

const demoApplications: DemoApplication[] = [
  { owner: 'demo', type: 'single-person', status: 'preparing', data: { identification: 'self-reliant', birthday: '1980-06-15', reasonForRequest: 'leisure' } },
  { owner: 'demo', type: 'single-person', status: 'submitted', data: travel },
  { owner: 'demo', type: 'single-person', status: 'accepted', grantedAmount: 1200, data: travel, statement: { realizationStatus: 'realized' } },
  { owner: 'demo', type: 'group', subtype: 'single-group', status: 'rejected', data: { subtype: 'single-group', topic: 'Kletterlager', numberOfDisabledPersons: 8 } },
  {
    owner: 'demo',
    type: 'project',
    subtype: 'leisure',
    status: 'completed',
    grantedAmount: 5000,
    data: { subtype: 'leisure', projectTitle: 'Inklusiver Theaterworkshop', requestedAmount: 5000 },
    statement: { realizationStatus: 'realized', review: 'Der Workshop war ein Erfolg.' },
  },
  {
    owner: 'demo',
    type: 'group',
    subtype: 'group-collection',
    status: 'partial_statement_submitted',
    grantedAmount: 18000,
    data: grantedCollection,
    statement: { realizationStatus: 'realized', partialBilling: true, partialBillingDeficit: 7400, remainingDeficitEstimate: 4800 },
  },
  { owner: 'demo', type: 'group', subtype: 'single-group', status: 'accepted', grantedAmount: 3800, data: grantedSingleGroup },
  {
    owner: 'demo',
    type: 'project',
    subtype: 'vacation',
    status: 'accepted',
    grantedAmount: 8000,
    data: grantedProject,
  },
  {
    owner: 'demo',
    type: 'project',
    subtype: 'leisure',
    status: 'preparing',
    data: {
      read: true,
      subtype: 'leisure',
      targetGroup: ['disabled'],
      nonProfit: true,
      projectStatus: 'in-planning',
      start: weeksAhead(16),
      end: weeksAhead(20),
      projectCategory: 'art',
      projectTitle: 'Inklusive Theaterwerkstatt',
    },
  },
  { owner: 'demo2', type: 'single-person', status: 'submitted', data: { ...travel, destinationLocation: 'Davos' } },
  { owner: 'demo2', type: 'group', subtype: 'single-group', status: 'preparing', data: { subtype: 'single-group' } },
];

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const existing = await db.selectFrom('applicants').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const created = await db.transaction().execute(async (trx) => {
    // Advisory lock: two processes starting on one empty PostgreSQL database seed only once.
    await sql`select pg_advisory_xact_lock(424242)`.execute(trx);
    if (await trx.selectFrom('applicants').select('id').limit(1).executeTakeFirst()) return [];
    const people = await trx
      .insertInto('applicants')
      .values([
        { email: 'admin@example.org', is_admin: true },
        { email: 'demo@example.org' },
        { email: 'demo2@example.org' },
      ])
      .returning(['id', 'email'])
      .execute();
    const idOf = (owner: string) => people.find((p) => p.email === `${owner}@example.org`)!.id;
    const contact = await trx
      .insertInto('contacts')
      .values({
        applicant_id: idOf('demo'),
        salut_code: 'female',
        firstname: 'Anna',
        lastname: 'Muster',
        street: 'Bahnhofstrasse',
        house_number: '12',
        zip_code: '8001',
        location: 'Zürich',
        phone: '+41 79 123 45 67',
        email: 'demo@example.org',
        organization: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const [index, demo] of demoApplications.entries()) {
      const submitted = demo.status !== 'preparing';
      const createdAt = new Date(Date.now() - (demoApplications.length - index) * 86_400_000 * 9);
      const row = await trx
        .insertInto('applications')
        .values({
          number: sql<string>`${String(createdAt.getFullYear())} || '-' || lpad(nextval('application_number_seq')::text, 6, '0')`,
          applicant_id: idOf(demo.owner),
          type: demo.type,
          subtype: demo.subtype ?? null,
          status: demo.status,
          data: JSON.stringify(demo.data),
          granted_amount: demo.grantedAmount ?? null,
          created_at: createdAt,
          updated_at: createdAt,
          submitted_at: submitted ? new Date(createdAt.getTime() + 86_400_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (demo.owner === 'demo') {
        await trx.insertInto('application_contacts').values({ application_id: row.id, type: 'individual', contact_id: contact.id }).execute();
      }
      if (demo.statement) {
        const done = ['completed', 'statement_submitted'].includes(demo.status);
        await trx
          .insertInto('statements')
          .values({
            application_id: row.id,
            data: JSON.stringify(demo.statement),
            submitted_at: done ? new Date() : null,
            partial_submitted_at: demo.status === 'partial_statement_submitted' ? new Date() : null,
          })
          .execute();
      }
    }
    return ids;
  });
  // The PDFs of submitted demo applications, as a real submission would have stored them.
  for (const id of created) {
    let row = await findApplication(db, id);
    if (!row || row.status === 'preparing') continue;
    // A collection's uploaded list of groups (and its partial billing, a copy of the list).
    if (row.subtype === 'group-collection' && Array.isArray(row.data.groupCollection)) {
      const sheet = await filledCollectionSheet(row.data.groupCollection as CollectionGroup[], 'de');
      const list = await storeSheet(db, app.services.storage, row.applicant_id, 'Sammelgesuch-Gruppen.xlsx', sheet);
      const partial = await storeSheet(db, app.services.storage, row.applicant_id, 'Teilabrechnung.xlsx', sheet);
      await db.updateTable('applications').set({ data: JSON.stringify({ ...row.data, groupCollectionListDocumentId: list }) }).where('id', '=', id).execute();
      await db
        .updateTable('statements')
        .set({ data: sql`data || ${JSON.stringify({ partialBillingDocumentId: partial })}::jsonb` })
        .where('application_id', '=', id)
        .execute();
      row = (await findApplication(db, id))!;
    }
    const pdf = await renderApplicationPdf(await applicationView(db, row), 'de');
    const uploadId = await storePdf(db, app.services.storage, row.applicant_id, row.number, pdf);
    await db.updateTable('applications').set({ pdf_upload_id: uploadId }).where('id', '=', id).execute();
  }
  if (created.length > 0) app.log.info('demo data seeded: admin@example.org, demo@example.org, demo2@example.org');
}
