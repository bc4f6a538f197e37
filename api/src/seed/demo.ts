import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { applicationView, findApplication } from '../applications/repository';
import { renderApplicationPdf } from '../applications/pdf';
import { storePdf } from '../applications/submission';

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
    data: { subtype: 'group-collection', numberOfGroups: 4, timePeriod: { start: '2026-03-01', end: '2026-11-30' } },
    statement: { partialBilling: true, partialBillingDeficit: 7400, remainingDeficitEstimate: 9000 },
  },
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
    const row = await findApplication(db, id);
    if (!row || row.status === 'preparing') continue;
    const pdf = await renderApplicationPdf(await applicationView(db, row), 'de');
    const uploadId = await storePdf(db, app.services.storage, row.applicant_id, row.number, pdf);
    await db.updateTable('applications').set({ pdf_upload_id: uploadId }).where('id', '=', id).execute();
  }
  if (created.length > 0) app.log.info('demo data seeded: admin@example.org, demo@example.org, demo2@example.org');
}
