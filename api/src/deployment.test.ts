import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, json } from './test-support/harness';
import { optionsFromEnv, parseTrustProxy, productionProblems } from './config';

/**
 * Issue 10, items 2 and 6: development routes exist only in demo mode, a production start
 * refuses demo settings, and the client address comes only from explicitly trusted proxies.
 */
const GOOD = {
  NODE_ENV: 'production',
  JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
  SMTP_URL: 'smtp://mail.example.ch:587',
  PUBLIC_URL: 'https://portal.example.ch',
};

describe('demo mode', () => {
  it('is off unless DEMO_MODE=true, and demo data follows it unless SEED_DEMO says otherwise', () => {
    expect(optionsFromEnv({}).demoMode).toBe(false);
    expect(optionsFromEnv({}).seedDemo).toBe(false);
    expect(optionsFromEnv({ DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, seedDemo: true });
    expect(optionsFromEnv({ DEMO_MODE: 'true', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('without it the outbox route does not exist (404), with it the outbox answers', async () => {
    const plain = await startTestApp({ demoMode: false });
    try {
      await plain.app.inject({ method: 'POST', url: '/api/auth/login-link', payload: { email: 'admin@example.org' } });
      const outbox = await plain.app.inject({ method: 'GET', url: '/api/dev/outbox?to=admin@example.org' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain('/login/');
      const doc = json<{ paths: Record<string, unknown> }>(await plain.app.inject({ method: 'GET', url: '/api/openapi.json' }));
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
    } finally {
      await plain.close();
    }
    const demo = await startTestApp({ demoMode: true });
    try {
      expect((await demo.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

describe('production start', () => {
  it('accepts real settings', () => {
    expect(productionProblems(optionsFromEnv(GOOD))).toEqual([]);
  });

  it.each([
    ['the demo mode', { DEMO_MODE: 'true', SEED_DEMO: 'false' }, /DEMO_MODE/],
    ['demo data', { SEED_DEMO: 'true' }, /SEED_DEMO/],
    ['a generated JWT secret', { JWT_SECRET: '' }, /JWT_SECRET is not set/],
    ['a short JWT secret', { JWT_SECRET: 'changeme' }, /JWT_SECRET is a development value/],
    ["the test suite's JWT secret", { JWT_SECRET: 'test-secret-with-enough-entropy-0123456789' }, /JWT_SECRET is a development value/],
    ['a repeated-character JWT secret', { JWT_SECRET: 'x'.repeat(40) }, /JWT_SECRET is a development value/],
    ['the outbox instead of SMTP', { SMTP_URL: '' }, /SMTP_URL/],
    ['a portal without https', { PUBLIC_URL: 'http://localhost:4200' }, /PUBLIC_URL/],
  ])('refuses %s', (_name, change, message) => {
    const problems = productionProblems(optionsFromEnv({ ...GOOD, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('`NODE_ENV=production` main.ts exits with the list of problems before opening anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-prod-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
        env: { PATH: process.env.PATH, ...GOOD, JWT_SECRET: '', DEMO_MODE: 'true', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Refusing to start in production/);
      expect(run.stderr).toMatch(/DEMO_MODE is on/);
      expect(run.stderr).toMatch(/JWT_SECRET is not set/);
      // Nothing was created: no database, no generated key.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('trusted proxies', () => {
  it('parses TRUST_PROXY: nothing by default, a hop count, or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('take the client address from X-Forwarded-For only behind the configured hop', async () => {
    const behind = await startTestApp({ trustProxy: 'loopback', rateLimit: { perAddress: 5, perIp: 2, perAddressTotal: 50, windowMs: 60_000 } });
    try {
      const ask = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
        behind.app.inject({ method: 'POST', url: '/api/auth/login-link', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: `p${Math.random()}@example.org` } });
      // Two visitors behind the portal proxy are two clients, not one 127.0.0.1.
      expect([(await ask('198.51.100.1')).statusCode, (await ask('198.51.100.1')).statusCode, (await ask('198.51.100.1')).statusCode]).toEqual([202, 202, 429]);
      expect((await ask('198.51.100.2')).statusCode).toBe(202);
      // Only the hop the trusted proxy added counts: a client's own header in front is ignored.
      expect((await ask('203.0.113.9, 198.51.100.1')).statusCode).toBe(429);
      // An untrusted peer cannot claim an address at all.
      expect([(await ask('203.0.113.50', '192.0.2.1')).statusCode, (await ask('203.0.113.51', '192.0.2.1')).statusCode, (await ask('203.0.113.52', '192.0.2.1')).statusCode]).toEqual([202, 202, 429]);
    } finally {
      await behind.close();
    }
  });
});
