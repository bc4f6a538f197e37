/** Where the composed portal runs in the e2e suite and how Debian's Chromium is started here. */
export const PORTAL_URL = 'http://localhost:4200';
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
