/** Where the composed portal runs in the e2e suite and how Debian's Chromium is started here. */
/** E2E_PORT_BASE lets the suite run beside a portal that already serves on 4200. */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4200);
export const PORTAL_URL = `http://localhost:${PORT_BASE}`;
export const API_URL = `${PORTAL_URL}/api`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The local double of the third-party services (analytics, ad pixel, tag manager, marketing
 * automation, maps): the portal is configured to load their scripts from here (ANALYTICS_SCRIPT_BASE),
 * and consent.spec.ts starts it and records every request it gets.
 */
export const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? PORT_BASE + 37);
export const THIRD_PARTY_ORIGIN = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
