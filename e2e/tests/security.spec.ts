import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PORTAL_URL, THIRD_PARTY_ORIGIN } from '../src/env';
import { latestLoginLink, REMOTES, TOKEN_COOKIE } from '../src/portal';
import { freshEmail } from '../src/dashboard';

const root = path.resolve(__dirname, '../..');

/** Issue 10, item 11 (browser exposure) and the proxy half of item 6. */

/** Records every CSP violation of the page in window.__cspViolations. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => list.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the shell and the remotes serve their documents with a strict CSP from the deployment manifest and no framing', async ({ request }) => {
  const deployment = JSON.parse(readFileSync(process.env.E2E_DEPLOYMENT_FILE as string, 'utf8')) as { remotes: { entry: string }[] };
  const origins = deployment.remotes.map((remote) => new URL(remote.entry).origin);
  const shell = await request.get(`${PORTAL_URL}/gesuche/uebersicht`);
  const csp = shell.headers()['content-security-policy'];
  const directive = (name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';
  // The configured third-party services (here all from the suite's local double, consent.spec.ts) join the remotes;
  // the two inline scripts of server-rendered pages (the marks before the first paint, the code
  // inserted after it) are allowed by their hashes alone.
  const { AFTER_PAINT_SCRIPT, BEFORE_PAINT_SCRIPT } = await import(path.join(root, 'tools/portal-security.mjs'));
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const hashes = [hash(BEFORE_PAINT_SCRIPT), hash(AFTER_PAINT_SCRIPT)];
  expect(directive('script-src').split(' ').sort()).toEqual(['script-src', "'self'", ...hashes, ...origins, THIRD_PARTY_ORIGIN].sort());
  expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(shell.headers()['x-frame-options']).toBe('DENY');
  // A page drawn in the browser has one inline script, the marks before the first paint (its cookie
  // banner comes with the document); JSON data blocks (the inlined deployment manifest and site
  // content) are never executed.
  const html = await shell.text();
  expect([...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1])).toEqual([BEFORE_PAINT_SCRIPT]);
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => tag === '<script>' || /\bsrc=/.test(tag) || /\btype="application\/json"/.test(tag))).toBe(true);
  // A server-rendered page has those two inline scripts, exactly as hashed.
  const rendered = await (await request.get(`${PORTAL_URL}/`)).text();
  const inline = [...rendered.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
  expect(inline).toEqual([BEFORE_PAINT_SCRIPT, AFTER_PAINT_SCRIPT]);
  // The remotes' files are never documents: nosniff, and none of the document headers (browsers
  // apply those to documents only; on each of a page's scripts they were ~1 KB). What a remote's
  // origin could show as a page, an SVG or its 404, gets them.
  for (const origin of origins) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await request.get(`${origin}/${file}`);
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['content-security-policy']).toBeUndefined();
      expect(answer.headers()['x-frame-options']).toBeUndefined();
    }
    // Its content-hashed chunks, scripts and stylesheets, are cached for good; the names above are revalidated.
    const manifest = await (await request.get(`${origin}/mf-manifest.json`)).json();
    const { js, css } = manifest.exposes[0].assets;
    for (const file of [...js.sync, ...css.sync, ...css.async]) {
      const answer = await request.get(`${origin}/${file}`);
      expect(answer.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
    }
    expect((await request.get(`${origin}/remoteEntry.js`)).headers()['cache-control']).toBe('no-cache');
    const missing = await request.get(`${origin}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-frame-options']).toBe('DENY');
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(origins).toHaveLength(REMOTES.length);
});

test('signing in by the e-mailed link leaves the session in an HttpOnly cookie no script can read, with no CSP violation', async ({ page, context, request }, testInfo) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await page.goto('/gesuche/kurzcheck/einzelperson');
  const email = freshEmail(testInfo, 'httponly');
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('E-Mail-Adresse bestätigen').fill(email);
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr E-Mail-Postfach' })).toBeVisible();
  await page.goto(await latestLoginLink(request, email));
  await expect(page).toHaveURL(/\/gesuche\/uebersicht$/);
  await expect(page.getByTestId('current-user')).toContainText(email);

  const cookie = (await context.cookies()).find((entry) => entry.name === TOKEN_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_COOKIE);
  // A change without the portal's header (as a forged cross-site form would send it) is refused.
  const forged = await page.evaluate(async () => (await fetch('/api/contacts', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status);
  expect(forged).toBe(403);
  expect(await violations()).toEqual([]);
});

test.describe('the /api proxy', () => {
  let echo: Server;
  let seen: Record<string, string | string[] | undefined>[];
  test.beforeAll(async () => {
    seen = [];
    echo = createServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => echo.close());

  async function proxyWith(trust: string | undefined, headers: Record<string, string>) {
    const { serveStatic } = await import(path.join(root, 'tools/static-server.mjs'));
    const { clientAddressResolver, parseTrust } = await import(path.join(root, 'tools/portal-security.mjs'));
    const server: Server = await serveStatic({
      root: path.join(root, 'shell/dist'),
      port: 0,
      apiTarget: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
      clientAddress: clientAddressResolver(parseTrust(trust)),
    });
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/login-link`, { method: 'POST', headers });
      return seen[seen.length - 1];
    } finally {
      server.close();
    }
  }

  test("overwrites a client's X-Forwarded-For with the real peer address", async () => {
    const headers = await proxyWith(undefined, { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7', 'x-real-ip': '203.0.113.7' });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  test('takes the address a trusted proxy in front of it added, and only that', async () => {
    const headers = await proxyWith('loopback', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
  });
});
