import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';
import { portraitPdf, uploadFile } from '../test-support/uploads';
import { serverFlows } from '../flows';
import { recoverInterruptedSubmissions } from './submission';

/**
 * Submission survives kill -9 (issue 10, item 5). The API runs as a child process (`node --import
 * tsx api/src/main.ts`) on the test's PGlite data dir, or on its PostgreSQL schema when
 * DATABASE_URL is set; submissions are fired at it and the process is killed with SIGKILL while
 * they run, twice. After each restart no application is in a transient status, every submitted
 * one has its PDF, and every other one is back in preparing and can be changed and submitted.
 */
const ROOT = path.resolve(__dirname, '../../..');
const APPLICATIONS = 16;
const TRANSIENT = ['submitting', 'statement_submitting', 'partial_statement_submitting'];

let t: TestApp;
let token: string;
let ids: string[] = [];
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t?.close();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the API on the test's data and waits until it answers. */
async function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? '',
      DATABASE_SCHEMA: t.schema ?? '',
      JWT_SECRET: 'test-secret-with-enough-entropy-0123456789',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}: ${stderr}`);
    const answer = await fetch(`${url}/openapi.json`).catch(() => null);
    if (answer?.ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API did not start: ${stderr}`);
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  children.delete(child);
}

const send = (url: string, method: string, route: string, body?: unknown) =>
  fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** Fires a submission for each application and kills the API `ms` later, while they run. */
async function submitAndKill(url: string, child: ChildProcess, targets: string[], ms: number): Promise<void> {
  for (const id of targets) send(url, 'POST', `/applications/${id}/submit`).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, ms));
  await killHard(child);
}

/** After a restart: nothing transient; submitted ones have their PDF; the rest are preparing. */
async function expectConsistent(url: string): Promise<{ submitted: string[]; preparing: string[] }> {
  const list = (await (await send(url, 'GET', '/applications')).json()) as { data: { id: string; status: string }[] };
  const statuses = new Map(list.data.map((application) => [application.id, application.status]));
  expect(ids.map((id) => statuses.get(id)).filter((status) => TRANSIENT.includes(status ?? ''))).toEqual([]);
  const submitted = ids.filter((id) => statuses.get(id) === 'submitted');
  const preparing = ids.filter((id) => statuses.get(id) === 'preparing');
  expect(submitted.length + preparing.length).toBe(ids.length);
  for (const id of submitted) {
    const pdf = await send(url, 'GET', `/applications/${id}/pdf`);
    expect([id, pdf.status]).toEqual([id, 200]);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  return { submitted, preparing };
}

const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** Complete single-person procurement applications, filled through the API in-process. */
async function prepareApplications(): Promise<string[]> {
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return json<{ data: Record<string, unknown> & { id: string } }>(response).data;
  };
  const document = await uploadFile(t.app, token, await portraitPdf(), 'verfuegung.pdf');
  const contact = await call('POST', '/contacts', {
    salutCode: 'female',
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Bahnhofstrasse',
    houseNumber: '1',
    zipCode: '3000',
    location: 'Bern',
    phone: '031 123 45 67',
    email: 'anna@example.ch',
  });
  const created: string[] = [];
  for (let n = 0; n < APPLICATIONS; n++) {
    const { id } = await call('POST', '/applications', { type: 'single-person' });
    const saves: [string, Record<string, unknown>][] = [
      ['/identification', { identification: 'self-reliant' }],
      ['/birthday', { birthday: '1980-01-15' }],
      ['/welfare-aid', { disabilityInsurance: true, supplementaryBenefits: true, socialAid: false, others: false }],
      ['/welfare-aid-documents', { disabilityInsuranceDocumentId: document, supplementaryBenefitsDocumentId: document, socialAidDocumentId: null }],
      ['/reason-for-request', { reasonForRequest: 'procurement' }],
      ['/procurement', { object: `Dreirad-Velo Nr. ${n}` }],
      ['/time-period', { start: inWeeks(10) }],
      ['/motivation', { motivation: 'Damit ich mit meiner Familie Ausflüge machen kann.' }],
      ['/expenses', { expenses: [{ type: 'kosten', amount: 2400 }] }],
      ['/budget-available', { budgetAvailable: [{ type: 'individual-contributions', amount: 300 }] }],
    ];
    for (const [endpoint, payload] of saves) await call('PUT', `/applications/${id}${endpoint}`, payload);
    await call('PUT', `/applications/${id}/contacts`, { id: contact.id, type: 'individual' });
    expect((await call('GET', `/applications/${id}/summary`)).incompleteQuestions).toEqual([]);
    created.push(id);
  }
  return created;
}

describe(`submission and kill -9 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never strands an application in a transient status', async () => {
    t = await startTestApp({ flows: serverFlows });
    token = await t.tokenFor('crash@example.org');
    ids = await prepareApplications();
    await t.app.close();

    // Two submissions alone: the process is warm, and one submission's time is known.
    let api = await startApi();
    expect((await send(api.url, 'POST', `/applications/${ids[0]}/submit`)).status).toBe(200);
    const started = Date.now();
    expect((await send(api.url, 'POST', `/applications/${ids[1]}/submit`)).status).toBe(200);
    const one = Math.max(Date.now() - started, 5);
    // Kill halfway through the time the others need, then once more early in the next round.
    await submitAndKill(api.url, api.child, ids.slice(2), (one * (ids.length - 2)) / 2);
    api = await startApi();
    const first = await expectConsistent(api.url);
    await submitAndKill(api.url, api.child, first.preparing, one);
    api = await startApi();
    const second = await expectConsistent(api.url);
    expect(second.submitted.length).toBeGreaterThanOrEqual(first.submitted.length);
    console.log(`kill -9 during submissions: ${first.submitted.length}, then ${second.submitted.length} of ${ids.length} submitted, none stranded (one submission: ${one} ms)`);

    // Whatever went back to preparing can be changed and submitted again.
    for (const id of second.preparing) {
      expect((await send(api.url, 'PUT', `/applications/${id}/motivation`, { motivation: 'Noch einmal eingereicht.' })).status).toBe(200);
      const again = await send(api.url, 'POST', `/applications/${id}/submit`);
      expect([id, again.status]).toEqual([id, 200]);
    }
    const final = await expectConsistent(api.url);
    expect(final.submitted).toHaveLength(APPLICATIONS);
    await killHard(api.child);
    await t.reopen();
  }, 300_000);
});

describe('start-up repair of rows left by older versions', () => {
  it('moves transient statuses forward or back, by what was stored', async () => {
    const app = t.app;
    const { db } = app.services;
    const [a, b, c, d, e] = ids;
    await db.updateTable('applications').set({ status: 'submitting' }).where('id', '=', a).execute();
    await db.updateTable('applications').set({ status: 'submitting', pdf_upload_id: null, submitted_at: null }).where('id', '=', b).execute();
    for (const id of [c, d, e]) {
      await db.insertInto('statements').values({ application_id: id, data: '{}' }).execute();
    }
    await db.updateTable('statements').set({ submitted_at: new Date() }).where('application_id', '=', c).execute();
    await db.updateTable('applications').set({ status: 'statement_submitting' }).where('id', 'in', [c, d]).execute();
    await db.updateTable('applications').set({ status: 'partial_statement_submitting' }).where('id', '=', e).execute();
    expect(await recoverInterruptedSubmissions(db)).toBe(5);
    const rows = await db.selectFrom('applications').select(['id', 'status']).where('id', 'in', [a, b, c, d, e]).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [a]: 'submitted',
      [b]: 'preparing',
      [c]: 'statement_submitted',
      [d]: 'accepted',
      [e]: 'accepted',
    });
    expect(await recoverInterruptedSubmissions(db)).toBe(0);
  });
});
