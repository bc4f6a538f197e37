/**
 * `npm run bench:api`: answer saves per second and p50/p99 latency at 50 connections, on PGlite
 * and (with DATABASE_URL) on PostgreSQL, with an empty database and with 10,000 applications
 * stored. Prints figures, asserts nothing. BENCH_SECONDS sets the duration of each run (10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { dropSchema } from '../src/db/database';
import { applicantByEmail } from '../src/auth/login-links';
import { serverFlows } from '../src/flows';
// Until the real flows are registered, the generic machinery is measured with the test fixture.
import { fixtureFlows } from '../src/test-support/fixture-flow';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;

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

async function run(label: string, url: string, token: string, ids: string[]) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          n += 1;
          const id = ids[n % ids.length];
          return {
            ...request,
            path: `/api/applications/${id}/motivation`,
            headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ motivation: `Antwort ${n}` }),
          };
        },
      },
    ],
  });
  const ok = result['2xx'];
  if (result.non2xx > 0) console.log('status codes', JSON.stringify(result.statusCodeStats));
  console.log(
    `${label.padEnd(44)} ${(ok / SECONDS).toFixed(0).padStart(6)} saves/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
}

async function bench(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const schema = engine === 'postgres' ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const app = await buildApp({
    dataDir,
    databaseUrl: engine === 'postgres' ? process.env.DATABASE_URL : undefined,
    databaseSchema: schema,
    seedDemo: false,
    logger: false,
    printMail: () => undefined,
    jwtSecret: 'bench',
    flows: serverFlows.length > 0 ? serverFlows : fixtureFlows,
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, ids } = await prepare(app, 200);
    await run(`${engine}, empty database`, url, token, ids);
    await fill(app);
    await run(`${engine}, 10,000 applications stored`, url, token, ids);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
  }
}

async function main() {
  console.log(`PUT /api/applications/{id}/motivation, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  await bench('pglite');
  if (process.env.DATABASE_URL) await bench('postgres');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
