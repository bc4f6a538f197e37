/**
 * Security settings of the served portal (tools/serve-portal.mjs): the browser's policy for the
 * shell and the remotes, and which address a visitor has behind proxies (docs/deploy.md).
 */
import { readFileSync } from 'node:fs';
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

/**
 * A strict Content-Security-Policy: scripts only from the portal and the remotes' origins (no
 * inline scripts, no eval; the built HTML has none), no framing, no plugins, forms and <base>
 * to the portal only. Styles also allow 'unsafe-inline': style-loader inserts each build's CSS
 * as <style> elements at run time.
 */
export function contentSecurityPolicy(deployment) {
  const remotes = remoteOrigins(deployment).join(' ');
  const from = (...sources) => [...sources, remotes].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from("'self'")}`,
    `style-src ${from("'self'", "'unsafe-inline'")}`,
    `img-src ${from("'self'", 'data:')}`,
    `font-src ${from("'self'", 'data:')}`,
    `connect-src ${from("'self'")}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The headers of every static answer, from the manifest as it is now (it may change at run time). */
export function securityHeaders(deploymentFile) {
  return () => {
    let deployment;
    try {
      deployment = JSON.parse(readFileSync(deploymentFile, 'utf8'));
    } catch {
      deployment = undefined;
    }
    return {
      'content-security-policy': contentSecurityPolicy(deployment),
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    };
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
