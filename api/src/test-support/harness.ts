import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, seedsDemoContent, type BuildOptions } from '../app';
import { applicantByEmail } from '../auth/login-links';
import { fixtureFlows } from './fixture-flow';
import { copyTemplates } from './data-templates';
import { createDatabase, databaseUrl as urlOf, dropDatabase } from './server-databases';

/**
 * One app per test file: PGlite in a temporary data dir by default, or, when DATABASE_URL is
 * set, a database of its own on the PostgreSQL server (dropped at the end), the API's tables in
 * a schema of their own. Where the app seeds the demo content, its CMS starts from the seeded
 * template: on PGlite a copy of its data directory, on PostgreSQL a copy of its database and of
 * its files. On PGlite the API's database starts from the migrated template; on PostgreSQL every
 * migration runs on the new schema (data-templates.ts and server-databases.ts, built by
 * global-setup.ts).
 */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** On PostgreSQL: the app's own database and the schema of the API's tables in it. */
  databaseUrl?: string;
  schema?: string;
  /** Builds a new app on the same data dir / schema (restart test); the old one must be closed. */
  reopen(): Promise<FastifyInstance>;
  close(): Promise<void>;
  /** A session token for the address (the applicant is created when new). */
  tokenFor(email: string, options?: { admin?: boolean }): Promise<string>;
  now: { value: Date };
}

export async function startTestApp(options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const seeds = seedsDemoContent({ production: false, demoMode: true, ...options });
  const database = process.env.DATABASE_URL ? await createDatabase(seeds ? process.env.TEST_CMS_DATABASE : undefined) : undefined;
  const databaseUrl = database && urlOf(database);
  const schema = database && `t_${crypto.randomBytes(6).toString('hex')}`;
  copyTemplates(dataDir, { cms: seeds });
  const now = { value: new Date() };
  const build = async () => {
    const app = await buildApp({
      dataDir,
      databaseUrl,
      databaseSchema: schema,
      jwtSecret: 'test-secret-with-enough-entropy-0123456789',
      seedDemo: false,
      logger: false,
      production: false,
      demoMode: true,
      printMail: () => undefined,
      flows: fixtureFlows,
      now: () => now.value,
      ...options,
    });
    await app.ready();
    return app;
  };
  const harness: TestApp = {
    app: await build(),
    dataDir,
    databaseUrl,
    schema,
    now,
    async reopen() {
      harness.app = await build();
      return harness.app;
    },
    async close() {
      await harness.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database);
    },
    async tokenFor(email, { admin = false } = {}) {
      const { db, tokens } = harness.app.services;
      const applicant = await applicantByEmail(db, email);
      if (admin) await db.updateTable('applicants').set({ is_admin: true }).where('id', '=', applicant.id).execute();
      return tokens.issue({ id: applicant.id, email: applicant.email });
    },
  };
  return harness;
}

export const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** Answers of the outbox for one address, newest first. */
export async function outbox(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return json<{ data: { to: string; subject: string; text: string; links: string[] }[] }>(response).data;
}

/** The header the portal's pages send with every change (CSRF protection of the session cookie). */
export const CSRF = { 'x-requested-with': 'portal' };

/** The session token an answer set in its cookie (sign-in, impersonation, its end). */
export function sessionTokenOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'portal_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return cookie.value;
}

/** Signs in through the real e-mail link flow and returns the token (from the session cookie). */
export async function signInByMail(app: FastifyInstance, email: string): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email } });
  if (sent.statusCode !== 202) throw new Error(`login-link ${sent.statusCode} ${sent.body}`);
  const [mail] = await outbox(app, email);
  const code = mail.links[0].split('/login/')[1].split('?')[0];
  return sessionTokenOf(await app.inject({ method: 'POST', url: '/api/auth/login', headers: CSRF, payload: { code } }));
}
