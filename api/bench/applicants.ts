/**
 * `npm run bench:api:applicants`: many applicants saving answers at once (issue 10, item 12).
 * 200 connections (BENCH_APPLICANTS), each its own signed-in applicant with its own application,
 * each sending PUT /api/applications/{id}/motivation as soon as its previous save was answered,
 * for 60 s (BENCH_SECONDS); PGlite, and PostgreSQL when DATABASE_URL is set (BENCH_ENGINES=pglite or
 * =postgres runs one of them).
 *
 * Prints per engine: saves/s, p50/p90/p99/max of the latency seen by the clients, how many
 * requests took over 1 s and over 30 s, the answers other than 2xx (503 when the server sheds
 * load), the server's own time per request (onRequest → response sent, p99) and its event-loop
 * delay (p99, max), and /proc/loadavg at the start, in the middle and at the end of the run.
 * Requests still open when the time is up are waited for (up to 120 s) and count with their
 * full latency. Asserts nothing.
 *
 * The clients run in a child process (plain node:http, one keep-alive socket per applicant), so
 * they do not share the server's event loop; the server logs as in production (LOG_LEVEL warn).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadavg, runClient, startBench } from './load-process';
import { dropSchema } from '../src/db/database';
import { applicantByEmail } from '../src/auth/login-links';
import { serverFlows } from '../src/flows';
import { fixtureFlows } from '../src/test-support/fixture-flow';

const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS || 200);
/** A request not answered after this long is abandoned (and counted as over 30 s). */
const REQUEST_TIMEOUT_MS = 120_000;

interface Session {
  token: string;
  id: string;
}

interface LoadJob {
  url: string;
  sessions: Session[];
  seconds: number;
}

interface LoadResult {
  /** Latencies (ms) of every request sent during the run, answered or not. */
  latencies: number[];
  okInWindow: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** The child: one loop per applicant, each on its own keep-alive socket. */
async function client(job: LoadJob): Promise<LoadResult> {
  const target = new URL(job.url);
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let okInWindow = 0;
  let errors = 0;
  let timeouts = 0;
  let n = 0;

  const send = (agent: http.Agent, session: Session): Promise<void> =>
    new Promise((resolve) => {
      n += 1;
      const body = JSON.stringify({ motivation: `Antwort ${n}` });
      const sent = performance.now();
      const done = (status: string | null) => {
        const latency = performance.now() - sent;
        latencies.push(latency);
        if (status === null) errors += 1;
        else {
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status.startsWith('2') && performance.now() <= deadline) okInWindow += 1;
        }
        resolve();
      };
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: 'PUT',
          path: `/api/applications/${session.id}/motivation`,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${session.token}`,
          },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.once('end', () => done(String(response.statusCode)));
          response.once('error', () => done(null));
        },
      );
      request.once('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.once('error', () => done(null));
      request.end(body);
    });

  await Promise.all(
    job.sessions.map(async (session) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < deadline) await send(agent, session);
      agent.destroy();
    }),
  );
  return { latencies, okInWindow, statusCodes, errors, timeouts };
}

const runLoad = (job: LoadJob) => runClient<LoadJob, LoadResult>(__filename, job, job.seconds * 1000 + REQUEST_TIMEOUT_MS + 30_000);


function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** One signed-in applicant per connection, each with one single-person application. */
async function prepare(app: FastifyInstance, count: number): Promise<Session[]> {
  const { db, tokens } = app.services;
  const run = crypto.randomBytes(4).toString('hex');
  const sessions: Session[] = [];
  for (let i = 0; i < count; i++) {
    const applicant = await applicantByEmail(db, `bench-${run}-${i}@example.org`);
    const token = await tokens.issue({ id: applicant.id, email: applicant.email });
    const response = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'single-person' },
    });
    if (response.statusCode !== 201) throw new Error(`POST /api/applications ${response.statusCode} ${response.body}`);
    sessions.push({ token, id: JSON.parse(response.body).data.id });
  }
  return sessions;
}

async function bench(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const schema = engine === 'postgres' ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
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
  });
  // The server's own view: time from onRequest to the response being sent.
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const sessions = await prepare(app, APPLICANTS);
    serverTimes.length = 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const loads = [`start ${loadavg()}`];
    const middle = setTimeout(() => loads.push(`middle ${loadavg()}`), (SECONDS * 1000) / 2);
    const result = await runLoad({ url, sessions, seconds: SECONDS });
    clearTimeout(middle);
    loads.push(`end ${loadavg()}`);
    loop.disable();

    const sorted = Float64Array.from(result.latencies).sort();
    const server = Float64Array.from(serverTimes).sort();
    const over = (limit: number) => result.latencies.filter((latency) => latency > limit).length;
    const other = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
    console.log(
      `${engine.padEnd(8)} ${(result.okInWindow / SECONDS).toFixed(0).padStart(5)} saves/s  ` +
        `p50 ${ms(percentile([...sorted], 50))} ms  p90 ${ms(percentile([...sorted], 90))} ms  ` +
        `p99 ${ms(percentile([...sorted], 99))} ms  max ${ms(sorted[sorted.length - 1] ?? 0)} ms  ` +
        `> 1 s: ${over(1000)}  > 30 s: ${over(30_000)}  requests ${result.latencies.length}  ` +
        `non-2xx ${other.length > 0 ? JSON.stringify(Object.fromEntries(other)) : 0}  errors ${result.errors} (timeouts ${result.timeouts})`,
    );
    console.log(
      `         server time p50 ${ms(percentile([...server], 50))} ms  p99 ${ms(percentile([...server], 99))} ms  ` +
        `event-loop delay p99 ${ms(loop.percentile(99) / 1e6)} ms  max ${ms(loop.max / 1e6)} ms  load ${loads.join(', ')}`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
  }
}

async function main() {
  console.log(
    `PUT /api/applications/{id}/motivation, ${APPLICANTS} applicants (one connection each), ${SECONDS} s per engine, ` +
      `${os.cpus().length} CPUs, load average ${loadavg()}`,
  );
  setTimeout(() => {
    console.error('bench: time limit reached');
    process.exit(2);
  }, 2 * (SECONDS * 1000 + REQUEST_TIMEOUT_MS + 240_000)).unref();
  const engines = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',');
  if (engines.includes('pglite')) await bench('pglite');
  if (!engines.includes('postgres')) return;
  if (process.env.DATABASE_URL) await bench('postgres');
  else console.log('PostgreSQL skipped (set DATABASE_URL)');
}

startBench(main, client);
