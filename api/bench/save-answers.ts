/**
 * `npm run bench:api`: answer saves (PUT /api/applications/{id}/motivation) on PGlite and (with
 * DATABASE_URL) on PostgreSQL, with an empty database and with 10,000 applications stored.
 * For each: saves/s at 50 connections (as fast as the server answers) and the latency at a fixed
 * offered rate (2,000/s PostgreSQL, 500/s PGlite), with p50/p90/p99, non-2xx and errors, and SQL
 * statements per save (BEGIN/COMMIT included) and the server process's CPU time per save (a
 * figure that a loaded machine distorts less than the rates). Prints figures and the load average, asserts
 * nothing. BENCH_SECONDS sets the duration of each run (10); the whole run is bounded.
 *
 * The load generator (autocannon) runs in a child process so it does not share the server's
 * event loop; the server logs as in production (LOG_LEVEL warn).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadavg, runClient, startBench } from './load-process';
import { dropSchema } from '../src/db/database';
import { applicantByEmail } from '../src/auth/login-links';
import { serverFlows } from '../src/flows';
// Until the real flows are registered, the generic machinery is measured with the test fixture.
import { fixtureFlows } from '../src/test-support/fixture-flow';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const TARGET_RATE = { pglite: 500, postgres: 2000 } as const;

interface LoadJob {
  url: string;
  token: string;
  ids: string[];
  seconds: number;
  connections: number;
  rate?: number;
}

interface LoadResult {
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statusCodes: Record<string, { count: number }>;
}

/** The child: runs autocannon as told and sends back the figures. */
async function client(job: LoadJob): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    ...(job.rate ? { overallRate: job.rate } : {}),
    timeout: 10,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          n += 1;
          const id = job.ids[n % job.ids.length];
          return {
            ...request,
            path: `/api/applications/${id}/motivation`,
            headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
            body: JSON.stringify({ motivation: `Antwort ${n}` }),
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    statusCodes: result.statusCodeStats as unknown as Record<string, { count: number }>,
  };
}

const runLoad = (job: LoadJob) => runClient<LoadJob, LoadResult>(__filename, job, (job.seconds + 30) * 1000);

async function prepare(app: FastifyInstance, count: number) {
  const { db, tokens } = app.services;
  const owner = await applicantByEmail(db, `bench-${crypto.randomUUID()}@example.org`);
  const token = await tokens.issue({ id: owner.id, email: owner.email });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await app.inject({ method: 'POST', url: '/api/applications', headers: { authorization: `Bearer ${token}` }, payload: { type: 'single-person' } });
    ids.push(JSON.parse(response.body).data.id);
  }
  return { token, ids };
}

/** 10,000 applications of 1,000 other applicants, as a busy season would leave them. */
async function fill(app: FastifyInstance) {
  const { db } = app.services;
  await sql`insert into applicants (email) select 'filler-' || g || '@example.org' from generate_series(1, 1000) g on conflict do nothing`.execute(db);
  await sql`
    insert into applications (number, applicant_id, type, status, data)
    select '2025-' || lpad(nextval('application_number_seq')::text, 6, '0'), a.id, 'single-person', 'preparing',
           jsonb_build_object('motivation', 'Ferien ' || g, 'reasonForRequest', 'travel', 'destinationLocation', 'Bern')
    from generate_series(1, 10) g cross join (select id from applicants where email like 'filler-%') a`.execute(db);
  await sql`analyze`.execute(db);
}


async function measure(label: string, job: LoadJob, counter: { queries: number }) {
  const before = counter.queries;
  const cpuBefore = process.cpuUsage();
  const result = await runLoad(job);
  const cpu = process.cpuUsage(cpuBefore);
  const perSave = result.requests > 0 ? (counter.queries - before) / result.requests : 0;
  // CPU time of the server process (PGlite's database included; PostgreSQL's backends not).
  const cpuPerSave = result.requests > 0 ? (cpu.user + cpu.system) / 1000 / result.requests : 0;
  const rate = result.ok / job.seconds;
  console.log(
    `${label.padEnd(48)} ${rate.toFixed(0).padStart(6)} saves/s  p50 ${String(result.p50).padStart(4)} ms  p90 ${String(result.p90).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ` +
      `non-2xx ${result.non2xx}  errors ${result.errors}  queries/save ${perSave.toFixed(2)}  server CPU ${cpuPerSave.toFixed(2)} ms/save  load ${loadavg()}`,
  );
  const bad = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
  if (bad.length > 0) console.log('  status codes', JSON.stringify(Object.fromEntries(bad)));
}

async function bench(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const schema = engine === 'postgres' ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const counter = { queries: 0 };
  const app = await buildApp({
    dataDir,
    databaseUrl: engine === 'postgres' ? process.env.DATABASE_URL : undefined,
    databaseSchema: schema,
    seedDemo: false,
    logger: true,
    logLevel: process.env.LOG_LEVEL || 'warn',
    printMail: () => undefined,
    jwtSecret: 'bench',
    flows: serverFlows.length > 0 ? serverFlows : fixtureFlows,
    onQuery: () => {
      counter.queries += 1;
    },
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, ids } = await prepare(app, 200);
    const base = { url, token, ids, seconds: SECONDS, connections: CONNECTIONS };
    const rate = TARGET_RATE[engine];
    for (const stored of ['empty database', '10,000 applications stored']) {
      if (stored !== 'empty database') await fill(app);
      await measure(`${engine}, ${stored}, max`, base, counter);
      await measure(`${engine}, ${stored}, at ${rate}/s`, { ...base, rate }, counter);
    }
  } finally {
    // Let answers still queued in the server finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
  }
}

async function main() {
  console.log(
    `PUT /api/applications/{id}/motivation, ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} CPUs, load average ${loadavg()}`,
  );
  // Bounded: whatever happens, the process ends (4 runs per engine, plus set-up).
  setTimeout(() => {
    console.error('bench: time limit reached');
    process.exit(2);
  }, (8 * (SECONDS + 30) + 240) * 1000).unref();
  await bench('pglite');
  if (process.env.DATABASE_URL) await bench('postgres');
  else console.log('PostgreSQL skipped (set DATABASE_URL)');
}

startBench(main, client);
