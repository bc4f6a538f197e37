#!/usr/bin/env node
/**
 * Serves the composed, production-built portal as in a real deployment:
 *   shell on http://localhost:4200 (with /deployment.json, /api and /img proxied to the API server
 *   and /cms to the CMS admin server), each remote from its own origin and port (4201–4205), the
 *   API on 3000 and the CMS admin (Next.js) on 4206, both started here.
 * The shell's build is never touched: which remote build is used comes from the deployment
 * manifest file (DEPLOYMENT_FILE, default dist/deployment.json, written here when missing).
 * Every document (page, SVG) carries a strict Content-Security-Policy built from that manifest; the
 * /api proxy tells the API the visitor's real address (docs/deploy.md).
 * `npm start` and the e2e suite run it with DEMO_MODE=true (demo data, /api/dev/outbox);
 * `npm run start:prod` with NODE_ENV=production, where the API refuses demo settings.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from './static-server.mjs';
import { clientAddressResolver, parseTrust, securityHeaders } from './portal-security.mjs';
import { createPageServer } from './ssr/public-pages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// PORT_BASE moves the whole portal (shell on the base, remotes on base+1..5, API on base-1200),
// so a second portal (e.g. a test run) can run beside one that is already serving.
const BASE = Number(process.env.PORT_BASE ?? 4200);
const REMOTES = ['mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const PORTS = Object.fromEntries([['shell', BASE], ...REMOTES.map((name, index) => [name, BASE + index + 1])]);
const API_PORT = Number(process.env.API_PORT ?? BASE - 1200);
const CMS_PORT = Number(process.env.CMS_PORT ?? BASE + 6);
const withApi = !process.argv.includes('--no-api');
// One data directory for the API and the CMS (media, documents, the embedded database's socket).
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'api/.data'));

export function defaultDeployment() {
  return { remotes: REMOTES.map((name) => ({ name, entry: `http://localhost:${PORTS[name]}/mf-manifest.json` })) };
}

const deploymentFile = process.env.DEPLOYMENT_FILE ?? path.join(root, 'dist/deployment.json');
if (!existsSync(deploymentFile)) {
  mkdirSync(path.dirname(deploymentFile), { recursive: true });
  writeFileSync(deploymentFile, JSON.stringify(defaultDeployment(), null, 2) + '\n');
}

const builds = [...['shell', ...REMOTES].map((name) => path.join(name, 'dist')), ...(withApi ? ['api/dist/main.js', 'cms/.next/BUILD_ID'] : [])];
for (const build of builds) {
  if (!existsSync(path.join(root, build))) {
    console.error(`${build} is missing: build first (npm run build).`);
    process.exit(1);
  }
}

const children = [];
/** Starts a server the portal needs; when it stops, the portal stops with it. */
function startChild(label, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.on('exit', (code) => {
    console.error(`${label} stopped (${code}).`);
    process.exit(code ?? 1);
  });
  children.push(child);
}

/** Waits until the API answers content: the CMS has started (migrated, seeded on first run). */
async function contentReady() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await fetch(`http://127.0.0.1:${API_PORT}/api/navigation`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not answer content within 5 minutes.');
}

if (withApi) {
  // The API trusts exactly one proxy, this one, which overwrites X-Forwarded-For. Its production
  // build (tools/build-api.mjs): plain JS, with stacks mapped to the TypeScript.
  startChild('API server', ['--enable-source-maps', path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(API_PORT), TRUST_PROXY: 'loopback' },
  });
}

const headers = securityHeaders(deploymentFile);
await serveStatic({
  root: path.join(root, 'shell/dist'),
  port: PORTS.shell,
  spa: true,
  apiTarget: `http://127.0.0.1:${API_PORT}`,
  cmsTarget: withApi ? `http://127.0.0.1:${CMS_PORT}` : undefined,
  files: { '/deployment.json': deploymentFile },
  securityHeaders: headers,
  // TRUST_PROXY here names the proxies in front of the portal (e.g. a TLS terminator).
  clientAddress: clientAddressResolver(parseTrust(process.env.TRUST_PROXY)),
  // The shell's HTML with the deployment manifest and preload hints inlined, and CMS pages
  // rendered by the deployed public site's server renderer (tools/ssr/public-pages.mjs).
  renderDocument: withApi
    ? createPageServer({
        template: path.join(root, 'shell/dist/index.html'),
        deploymentFile,
        apiTarget: `http://127.0.0.1:${API_PORT}`,
        publicUrl: process.env.PUBLIC_URL,
      })
    : undefined,
});
for (const name of REMOTES) {
  await serveStatic({ root: path.join(root, name, 'dist'), port: PORTS[name], cors: true, securityHeaders: headers });
}

if (withApi) {
  await contentReady();
  // The CMS admin shares the CMS's database: PostgreSQL (DATABASE_URL, schema cms) or the
  // embedded PGlite, which the API's content worker serves on a Unix socket in the data directory.
  const cmsDatabaseUrl =
    process.env.DATABASE_URL ?? `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'cms', 'db'))}`;
  const next = createRequire(path.join(root, 'cms/package.json')).resolve('next/dist/bin/next');
  startChild('CMS admin server', [next, 'start', '--port', String(CMS_PORT), '--hostname', '127.0.0.1'], {
    cwd: path.join(root, 'cms'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CMS_DATABASE_URL: cmsDatabaseUrl,
      CMS_DATABASE_EMBEDDED: String(!process.env.DATABASE_URL),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
}

console.log(`Portal: http://localhost:${PORTS.shell}  (deployment manifest: ${path.relative(root, deploymentFile)})`);
if (withApi) console.log(`CMS: http://localhost:${PORTS.shell}/cms`);
for (const stop of ['SIGINT', 'SIGTERM']) {
  process.on(stop, () => {
    for (const child of children) child.kill();
    process.exit(0);
  });
}
