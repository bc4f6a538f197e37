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
