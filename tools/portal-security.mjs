/**
 * Security settings of the served portal (tools/serve-portal.mjs): the browser's policy for the
 * shell and the remotes, and which address a visitor has behind proxies (docs/deploy.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { peerAddress } from './static-server.mjs';

/** The origins the remotes are loaded from, as the deployment manifest names them. */
export function remoteOrigins(deployment) {
  const origins = new Set();
  for (const remote of deployment?.remotes ?? []) {
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // An unreadable entry loads nothing, so it needs no permission.
    }
  }
  return [...origins].sort();
}

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The third-party origins the page may use, from the same environment the API's
 * `GET config/public` reads (api/src/config-routes/public-config.ts): only services that are
 * configured, and the browser loads them only after the visitor's consent. ANALYTICS_SCRIPT_BASE
 * (the offline double of the tests) stands in for every service origin. The video host's
 * privacy-enhanced player is always allowed in frames (the video block, after consent).
 */
export function thirdPartySources(env = process.env) {
  const set = (name) => (env[name] ?? '').trim() !== '';
  const base = set('ANALYTICS_SCRIPT_BASE') ? originOf(env.ANALYTICS_SCRIPT_BASE) : null;
  const sources = { script: new Set(), connect: new Set(), img: new Set(), frame: new Set(['https://www.youtube-nocookie.com']) };
  const add = (kinds, real) => kinds.forEach((kind) => sources[kind].add(base ?? real));
  if (set('ANALYTICS_GA_ID')) {
    add(['script', 'connect', 'img'], 'https://www.googletagmanager.com');
    add(['connect', 'img'], 'https://www.google-analytics.com');
    add(['connect'], 'https://region1.google-analytics.com');
  }
  if (set('ANALYTICS_GTM_ID')) add(['script', 'img'], 'https://www.googletagmanager.com');
  if (set('ANALYTICS_PIXEL_ID')) {
    add(['script'], 'https://connect.facebook.net');
    add(['connect', 'img'], 'https://www.facebook.com');
  }
  if (set('MAPS_API_KEY')) add(['frame'], 'https://www.google.com');
  const automation = set('MARKETING_AUTOMATION_URL') ? originOf(env.MARKETING_AUTOMATION_URL) : null;
  if (automation) ['script', 'connect', 'img'].forEach((kind) => sources[kind].add(automation));
  return Object.fromEntries(Object.entries(sources).map(([kind, origins]) => [kind, [...origins].filter(Boolean).sort()]));
}

/**
 * Marks <html> before the first paint from what this browser remembers, for the parts of a
 * document the server rendered without knowing the visitor:
 *  - `data-signed-in` when someone was signed in here, so a server-rendered header shows
 *    "Meine Gesuche" at once (shared-domain/src/signed-in-hint.ts: the same key and attribute);
 *  - `data-consent-decided` when the visitor has decided on analytics, so the cookie banner the
 *    server sent is never seen (shared-domain/src/consent/consent.ts: the same key and values;
 *    shell/src/layout/BottomDock.module.css).
 * The page server puts it in the head of the pages it renders.
 */
export const BEFORE_PAINT_SCRIPT =
  "try{var s=localStorage,h=document.documentElement;s.getItem('portal.signedIn')&&h.setAttribute('data-signed-in','');" +
  "/^(true|false)$/.test(s.getItem('analyticsAccepted'))&&h.setAttribute('data-consent-decided','')}catch(e){}";

/**
 * Inserts a server-rendered page's code (`<template id="after-first-paint">`: the shell's scripts
 * and the remote's preload hints) once the page has painted with its first eager image in the
 * content (the hero, the page's largest paint), so the code takes no bandwidth or main thread
 * from them. A hero still loading after 2 s no longer holds the code back; a hidden tab paints
 * nothing, so it does not wait for a frame.
 */
export const AFTER_PAINT_SCRIPT =
  "(function(){var d=document,done=0;function go(){if(done)return;done=1;var t=d.getElementById('after-first-paint');t&&d.head.appendChild(d.importNode(t.content,true))}" +
  "function painted(){d.hidden?go():requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "var hero=d.querySelector('#content img:not([loading=lazy])');setTimeout(go,2000);" +
  "hero&&!hero.complete?(hero.addEventListener('load',painted),hero.addEventListener('error',painted)):painted()})()";

const inlineScriptHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A strict Content-Security-Policy: scripts only from the portal, the remotes' origins and the
 * configured third-party services (no eval, and no inline script but `BEFORE_PAINT_SCRIPT` and `AFTER_PAINT_SCRIPT`,
 * allowed by their hashes), frames
 * only from the video host and the configured maps service, no framing of the portal, no
 * plugins, forms and <base> to the portal only. Styles also allow 'unsafe-inline': the page server
 * inlines a page's styles (every build's stylesheets are linked from its origin).
 */
export function contentSecurityPolicy(deployment, thirdParty = thirdPartySources()) {
  const remotes = remoteOrigins(deployment).join(' ');
  const from = (...sources) => [...sources, remotes].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from("'self'", inlineScriptHash(BEFORE_PAINT_SCRIPT), inlineScriptHash(AFTER_PAINT_SCRIPT), ...thirdParty.script)}`,
    `style-src ${from("'self'", "'unsafe-inline'")}`,
    `img-src ${from("'self'", 'data:', ...thirdParty.img)}`,
    `font-src ${from("'self'", 'data:')}`,
    `connect-src ${from("'self'", ...thirdParty.connect)}`,
    `frame-src ${["'self'", ...thirdParty.frame].join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The headers of every static answer, from the manifest as it is now (it may change at run time):
 * computed again only when the file changed (a stat per answer, not a read and parse).
 */
export function securityHeaders(deploymentFile) {
  let known;
  return () => {
    const stamp = statSync(deploymentFile, { throwIfNoEntry: false });
    const version = stamp ? `${stamp.mtimeMs} ${stamp.size}` : 'none';
    if (known?.version === version) return known.headers;
    let deployment;
    try {
      deployment = JSON.parse(readFileSync(deploymentFile, 'utf8'));
    } catch {
      deployment = undefined;
    }
    const headers = {
      'content-security-policy': contentSecurityPolicy(deployment),
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    };
    known = { version, headers };
    return headers;
  };
}

const LOOPBACK = (address) => address === '::1' || /^127\./.test(address);

/**
 * TRUST_PROXY of the portal: which proxies in front of it may say who the visitor is. Empty:
 * nobody (the peer is the visitor); a number: that many hops; otherwise a comma list of exact
 * addresses and the keyword `loopback`.
 */
export function parseTrust(value) {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return () => false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (entry !== 'loopback' && !isIP(entry)) throw new Error(`TRUST_PROXY: "${entry}" is neither an address nor "loopback"`);
  }
  return (address) => entries.includes(address) || (entries.includes('loopback') && LOOPBACK(address));
}

/**
 * The visitor's address: the peer, unless it is a trusted proxy; then the address that proxy
 * put last in X-Forwarded-For, and so on while those are trusted too.
 */
export function clientAddressResolver(trust) {
  return (req) => {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse();
    const chain = [peerAddress(req), ...forwarded];
    let hop = 0;
    while (hop < chain.length - 1 && trust(chain[hop], hop)) hop += 1;
    return chain[hop];
  };
}
