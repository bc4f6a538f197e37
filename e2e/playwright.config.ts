import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORT_BASE, PORTAL_URL, THIRD_PARTY_ORIGIN } from './src/env';

/**
 * Whole journeys against the composed, production-built portal in Debian's Chromium.
 * The portal (shell, five remotes on their own ports, API and CMS on a fresh PGlite data directory)
 * is started by tools/serve-portal.mjs exactly as `npm start` serves it.
 */
// Set once in the runner; workers inherit it, so all share one data directory and manifest.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `portal-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
const deploymentFile = path.join(dataDir, 'deployment.json');
process.env.E2E_DEPLOYMENT_FILE = deploymentFile;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: PORTAL_URL,
    locale: 'de-CH',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node ../tools/serve-portal.mjs',
    // Ready when the CMS admin answers: the API is up and its CMS content has started (seeded).
    url: `${PORTAL_URL}/cms/login`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      DEPLOYMENT_FILE: deploymentFile,
      NODE_ENV: 'test',
      // Demo data and the outbox, through which every journey signs in.
      DEMO_MODE: 'true',
      SEED_DEMO: 'true',
      PUBLIC_URL: PORTAL_URL,
      PORT_BASE: String(PORT_BASE),
      // Every journey signs in from 127.0.0.1: the per-client limit of real use would throttle the suite.
      LOGIN_LINK_LIMIT_PER_IP: '1000',
      LOGIN_LINK_LIMIT_PER_ADDRESS: '50',
      // Every third-party service configured, loaded from the local double (consent.spec.ts) and only after consent.
      ANALYTICS_GA_ID: 'G-E2E',
      ANALYTICS_PIXEL_ID: 'e2e-pixel',
      ANALYTICS_GTM_ID: 'GTM-E2E',
      MARKETING_AUTOMATION_URL: `${THIRD_PARTY_ORIGIN}/ma.js`,
      MAPS_API_KEY: 'e2e-maps-key',
      ANALYTICS_SCRIPT_BASE: THIRD_PARTY_ORIGIN,
      // The site's forms and newsletter, all posted from 127.0.0.1 by the suite.
      FORM_LIMIT_PER_IP: '1000',
      NEWSLETTER_LIMIT_PER_IP: '1000',
      NEWSLETTER_LIMIT_PER_ADDRESS: '50',
      // Donations through the local provider double, its webhook signed with a known secret.
      DONATION_PROVIDER: 'local',
      DONATION_WEBHOOK_SECRET: 'e2e-donation-webhook-secret-0123456789',
    },
  },
});
