import { defineFlow, toServerFlow } from '@portal/shared-domain/server';
import { bearer, json, startTestApp, type TestApp } from '../test-support/harness';

/**
 * The engine's repeat construct on the server, through the real routes: a group statement whose
 * BG510 holds one proof per inclusion criterion chosen on BG500 (spec 02 §3.6, §7.3).
 */
const t3 = (de: string) => ({ de, fr: de, it: de });
const repeatStatement = defineFlow({
  id: 'repeat-statement-test',
  applicant: 'group',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/gruppe-abrechnung/{id}', withId: '/gesuche/gruppe-abrechnung/{id}' },
  steps: [
    {
      name: 'test.inclusion',
      questions: [
        {
          code: 'BG500',
          path: 'kriterien',
          save: { endpoint: '/inclusion-criteria' },
          fields: [
            {
              name: 'inclusionCriteria',
              kind: 'checkbox-group',
              rules: [{ rule: 'required' }],
              options: [
                { value: 'mixed-composition', label: t3('Gemischte Gruppe') },
                { value: 'other', label: t3('Anderer Ansatz') },
              ],
            },
          ],
        },
        {
          code: 'BG510',
          path: 'nachweis',
          save: { endpoint: '/evidence-of-inclusion-criteria' },
          fields: [
            {
              name: 'evidenceOfInclusionCriteria',
              kind: 'repeat',
              rules: [{ rule: 'required' }],
              repeat: { over: 'BG500.inclusionCriteria', fields: [{ name: 'value', kind: 'textarea', label: t3('Nachweis'), rules: [{ rule: 'required' }, { rule: 'max', length: 2000 }] }] },
            },
          ],
        },
      ],
    },
  ],
});

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp({ flows: [toServerFlow(repeatStatement)] });
  owner = await t.tokenFor('repeat@example.org');
});
afterAll(() => t.close());

async function call(method: string, url: string, payload?: unknown, who = owner) {
  const response = await t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(who), ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: response.statusCode, body: response.body ? (json(response) as { data: Record<string, unknown>; errors?: Record<string, string[]>; message?: string }) : undefined };
}

it('stores one proof per chosen criterion, refuses other criteria and item errors, and blocks submission until every proof is given', async () => {
  const created = (await call('POST', '/applications', { type: 'group' })).body!.data;
  const id = String(created.id);
  await t.app.services.db.updateTable('applications').set({ status: 'accepted' }).where('id', '=', id).execute();
  expect((await call('POST', `/applications/${id}/statement`)).status).toBe(201);
  expect((await call('PUT', `/applications/${id}/statement/inclusion-criteria`, { inclusionCriteria: ['mixed-composition', 'other'] })).status).toBe(200);

  // A proof for a criterion that was not chosen, or a list that misses one, is refused.
  const wrong = await call('PUT', `/applications/${id}/statement/evidence-of-inclusion-criteria`, { evidenceOfInclusionCriteria: [{ criteria: 'other', value: 'x' }] });
  expect(wrong.status).toBe(422);
  expect(wrong.body!.errors!.evidenceOfInclusionCriteria).toEqual(['Die Angaben passen nicht zu den gewählten Kriterien. Bitte laden Sie die Seite neu.']);
  // An empty proof is reported on its item.
  const empty = await call('PUT', `/applications/${id}/statement/evidence-of-inclusion-criteria`, {
    evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Alle wohnen zusammen' }, { criteria: 'other', value: '' }],
  });
  expect(empty.status).toBe(422);
  expect(Object.keys(empty.body!.errors!)).toEqual(['evidenceOfInclusionCriteria.1.value']);

  // Only the first proof stored: submission names BG510 as incomplete.
  await t.app.services.db
    .updateTable('statements')
    .set({ data: JSON.stringify({ inclusionCriteria: ['mixed-composition', 'other'], evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Alle wohnen zusammen' }] }) })
    .where('application_id', '=', id)
    .execute();
  const early = await call('POST', `/applications/${id}/statement/submit`);
  expect(early.status).toBe(422);

  const saved = await call('PUT', `/applications/${id}/statement/evidence-of-inclusion-criteria`, {
    evidenceOfInclusionCriteria: [{ criteria: 'mixed-composition', value: 'Alle wohnen zusammen' }, { criteria: 'other', value: 'Selbst geplant' }],
  });
  expect(saved.status).toBe(200);
  expect((saved.body!.data.statement as Record<string, unknown>).evidenceOfInclusionCriteria).toEqual([
    { criteria: 'mixed-composition', value: 'Alle wohnen zusammen' },
    { criteria: 'other', value: 'Selbst geplant' },
  ]);
  expect((await call('POST', `/applications/${id}/statement/submit`)).status).toBe(200);
});
