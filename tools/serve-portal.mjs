#!/usr/bin/env node
/**
 * Serves the composed, production-built portal as in a real deployment:
 *   shell on http://localhost:4200 (with /deployment.json, and /api and /img proxied to the API server),
 *   each remote from its own origin and port (4201–4205), the API on 3000 (started here).
 * The shell's build is never touched: which remote build is used comes from the deployment
 * manifest file (DEPLOYMENT_FILE, default dist/deployment.json, written here when missing).
 * Every static answer carries a strict Content-Security-Policy built from that manifest; the
 * /api proxy tells the API the visitor's real address (docs/deploy.md).
 * `npm start` and the e2e suite run it with DEMO_MODE=true (demo data, /api/dev/outbox);
 * `npm run start:prod` with NODE_ENV=production, where the API refuses demo settings.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from './static-server.mjs';
import { clientAddressResolver, parseTrust, securityHeaders } from './portal-security.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// PORT_BASE moves the whole portal (shell on the base, remotes on base+1..5, API on base-1200),
// so a second portal (e.g. a test run) can run beside one that is already serving.
const BASE = Number(process.env.PORT_BASE ?? 4200);
const REMOTES = ['mfe-public-site', 'mfe-single-person', 'mfe-group', 'mfe-project', 'mfe-dashboard-admin'];
const PORTS = Object.fromEntries([['shell', BASE], ...REMOTES.map((name, index) => [name, BASE + index + 1])]);
const API_PORT = Number(process.env.API_PORT ?? BASE - 1200);
const withApi = !process.argv.includes('--no-api');

export function defaultDeployment() {
  return { remotes: REMOTES.map((name) => ({ name, entry: `http://localhost:${PORTS[name]}/mf-manifest.json` })) };
}

const deploymentFile = process.env.DEPLOYMENT_FILE ?? path.join(root, 'dist/deployment.json');
if (!existsSync(deploymentFile)) {
  mkdirSync(path.dirname(deploymentFile), { recursive: true });
  writeFileSync(deploymentFile, JSON.stringify(defaultDeployment(), null, 2) + '\n');
}

for (const name of ['shell', ...REMOTES]) {
  if (!existsSync(path.join(root, name, 'dist'))) {
    console.error(`${name}/dist is missing: build first (npm run build).`);
    process.exit(1);
  }
}

let api;
if (withApi) {
  api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // The API trusts exactly one proxy, this one, which overwrites X-Forwarded-For.
    env: { ...process.env, PORT: String(API_PORT), TRUST_PROXY: 'loopback' },
  });
  api.on('exit', (code) => {
    console.error(`API server stopped (${code}).`);
    process.exit(code ?? 1);
  });
}

const headers = securityHeaders(deploymentFile);
await serveStatic({
  root: path.join(root, 'shell/dist'),
  port: PORTS.shell,
  spa: true,
  apiTarget: `http://127.0.0.1:${API_PORT}`,
  files: { '/deployment.json': deploymentFile },
  securityHeaders: headers,
  // TRUST_PROXY here names the proxies in front of the portal (e.g. a TLS terminator).
  clientAddress: clientAddressResolver(parseTrust(process.env.TRUST_PROXY)),
});
for (const name of REMOTES) {
  await serveStatic({ root: path.join(root, name, 'dist'), port: PORTS[name], cors: true, securityHeaders: headers });
}

console.log(`Portal: http://localhost:${PORTS.shell}  (deployment manifest: ${path.relative(root, deploymentFile)})`);
for (const stop of ['SIGINT', 'SIGTERM']) process.on(stop, () => { api?.kill(); process.exit(0); });
