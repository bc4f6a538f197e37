/**
 * The shell's HTML, completed on the server (docs/decisions.md, "Server-rendered public pages"):
 *  - every page gets the deployment manifest inlined, and preload hints for the mf-manifest,
 *    remote entry and first chunks of the remote that shows it (the renderer names it from the
 *    route table), so the browser fetches them in parallel with the shell instead of one after
 *    another (shell → deployment.json → mf-manifest → remoteEntry → chunks);
 *  - a CMS page also gets its content, title, meta and social tags, the page's stylesheet (inline:
 *    no render-blocking request to the remote's origin; only the rules its HTML can use,
 *    used-css.mjs) and the API's answer (for hydration),
 *    rendered by the public site's own server renderer; the shell's boot-chunk preloads are left
 *    out there (the content needs no script to be seen), and its scripts and the remote's hints
 *    wait in a template until the page has painted with its hero (AFTER_PAINT_SCRIPT);
 *  - a quick check is rendered the same way by its own remote's renderer (no API data);
 *  - the header and footer of both (the site header of a CMS page, the portal header of a quick
 *    check) by the shell's renderer, with the site content (navigation, global links) read from
 *    the API and inlined for the shell; the shell's renderer is its build's, beside the template:
 *    the shell and its page server are deployed together;
 *  - a page the shell draws in the browser (sign-in, the dashboard, a wizard) gets the site
 *    content of its language, for the shell's first render (footer, cookie banner), and the
 *    cookie banner itself, with shared-ui's global styles (the shell's ssr/base.css), so the
 *    banner is seen with the document, not after the shell's boot.
 * A remote's renderer is taken from the deployed remote (its manifest entry's folder,
 * `ssr/render.js`, or the entry's `ssr` URL; `"ssr": false` turns it off), never from the shell's
 * build, so a redeployed remote renders with its new code at once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AFTER_PAINT_SCRIPT, BEFORE_PAINT_SCRIPT } from '../portal-security.mjs';
import { createCssCutter } from './used-css.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const requireFromPortal = createRequire(path.join(root, 'package.json'));
const REMOTE = 'mfe-public-site';
/** How long a loaded renderer or mf-manifest is used before its URL is asked again. */
const RECHECK_MS = 5_000;
const MAX_PAGES = 500;

/** JSON inside <script>: nothing in it can end the element (same rule as the renderer's). */
const scriptJson = (value) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
// Inside <style>, only `</style` could end the element early; CSS never needs that sequence.
const inlineCss = (text) => text.replace(/<\/style/gi, '<\\/style');
const attr = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A file read again only when it changed. */
function watchedFile(file, parse) {
  let seen;
  return () => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return undefined;
    if (seen?.mtime !== mtime) {
      try {
        seen = { mtime, value: parse(readFileSync(file, 'utf8')) };
      } catch {
        seen = { mtime, value: undefined };
      }
    }
    return seen.value;
  };
}

/** A URL's answer, kept for RECHECK_MS and turned into a value only when its text changed. */
function remoteCache(build) {
  const entries = new Map();
  return async (url) => {
    const known = entries.get(url);
    if (known && Date.now() - known.at < RECHECK_MS) return known.value;
    const answer = await fetch(url).catch(() => undefined);
    if (!answer?.ok) {
      // Also kept for RECHECK_MS: a remote without a renderer is not asked on every navigation.
      entries.set(url, { at: Date.now(), hash: undefined, value: undefined });
      return undefined;
    }
    const text = await answer.text();
    const hash = createHash('sha256').update(text).digest('hex');
    const value = known?.hash === hash ? known.value : build(text, url);
    entries.set(url, { at: Date.now(), hash, value });
    return value;
  };
}

/** Evaluates a renderer bundle (CommonJS for Node, self-contained: it requires only Node's own modules). */
function evaluateRenderer(code, url) {
  const module = { exports: {} };
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, requireFromPortal, url, root);
  if (module.exports.SSR_API_VERSION !== 1) throw new Error(`${url}: not a renderer of SSR API version 1`);
  return module.exports;
}

/**
 * @param {object} options
 * @param {string} options.template the shell's built index.html
 * @param {string} options.deploymentFile
 * @param {string} options.apiTarget e.g. http://127.0.0.1:3000
 * @param {string} [options.publicUrl] the portal's public origin (canonical and social URLs); default: the request's host
 */
export function createPageServer({ template, deploymentFile, apiTarget, publicUrl }) {
  const readTemplate = watchedFile(template, (text) => text);
  const readDeployment = watchedFile(deploymentFile, JSON.parse);
  const shellBuild = path.dirname(template);
  const readShellRenderer = watchedFile(path.join(shellBuild, 'ssr/render.js'), (code) => evaluateRenderer(code, 'shell/ssr/render.js'));
  const readShellStyles = watchedFile(path.join(shellBuild, 'ssr/page.css'), inlineCss);
  const readShellBase = watchedFile(path.join(shellBuild, 'ssr/base.css'), inlineCss);
  const renderers = remoteCache((code, url) => {
    try {
      return evaluateRenderer(code, url);
    } catch (error) {
      console.error('[ssr] the renderer could not be loaded:', error);
      return undefined;
    }
  });
  const manifests = remoteCache((text) => JSON.parse(text));
  const stylesheets = remoteCache(inlineCss);
  const usedCss = createCssCutter();
  /**
   * Rendered pages by renderer and URL, with the API's answers they were rendered from (bodies
   * included: a related answer that changed renders the page again from the same page answer).
   */
  const pages = new Map();
  /** The API's answers the site content (header and footer) is made of, by language and path: revalidated by ETag. */
  const siteAnswers = new Map();

  /**
   * Preload hints for a remote's code: mf-manifest (fetched), remote entry and first chunks
   * (scripts and stylesheets). Low priority, like the shell's deferred scripts: they start with the HTML but never
   * take bandwidth from the stylesheet or the page's largest image, and do not block rendering.
   */
  async function codeHints(entry) {
    const hints = [`<link rel="preload" href="${attr(entry.entry)}" as="fetch" crossorigin="anonymous" fetchpriority="low" />`];
    const manifest = await manifests(entry.entry).catch(() => undefined);
    const meta = manifest?.metaData;
    if (!meta?.remoteEntry?.name) return hints;
    const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', entry.entry).href;
    const assets = manifest.exposes?.find((item) => item.name === 'lifecycles')?.assets;
    const scripts = [path.posix.join(meta.remoteEntry.path ?? '', meta.remoteEntry.name), ...(assets?.js?.sync ?? [])];
    for (const file of scripts) hints.push(`<link rel="preload" href="${attr(new URL(file, base).href)}" as="script" fetchpriority="low" />`);
    // Its stylesheets too: the chunk loader runs the first chunk once its sheet has loaded.
    for (const file of assets?.css?.sync ?? []) hints.push(`<link rel="preload" href="${attr(new URL(file, base).href)}" as="style" fetchpriority="low" />`);
    return hints;
  }

  /** The renderer a remote's deployment entry names: `ssr/render.js` beside its entry, its `ssr` URL, none with `"ssr": false`. */
  async function rendererOf(entry) {
    const url = entry.ssr === false ? undefined : new URL(typeof entry.ssr === 'string' ? entry.ssr : 'ssr/render.js', entry.entry).href;
    const renderer = url ? await renderers(url) : undefined;
    return renderer ? { renderer, url } : undefined;
  }

  /** Keeps a rendered page (the oldest one goes beyond MAX_PAGES). */
  function remember(key, entry) {
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value);
    pages.set(key, entry);
  }

  async function renderedPage({ renderer, url: rendererUrl }, url, origin) {
    const request = renderer.pageRequest(url);
    if (!request) return undefined;
    const key = `${rendererUrl} ${url}`;
    // A renderer redeployed at the same URL renders anew.
    const known = pages.get(key);
    const cached = request.cacheable && known?.renderer === renderer ? known : undefined;
    // A page without API data (a quick check) depends on its renderer alone.
    if (request.apiPath === null) {
      if (cached) return cached.page;
      const page = await renderer.renderPage({ url, origin, status: 200, body: null });
      if (page && request.cacheable && page.status === 200) remember(key, { renderer, page });
      return page ?? undefined;
    }
    // The related answers (a home page's newest journal entries) are asked on every revalidation,
    // as they change without the page changing. Their paths come from the page's answer; those of
    // the page as last rendered are asked at once, beside the page's, so a revalidation is one
    // round trip to the API, not two.
    const ask = (apiPath) => askApi(apiPath, request.lang, cached?.related.get(apiPath));
    const early = new Map((cached?.paths ?? []).map((apiPath) => [apiPath, ask(apiPath)]));
    const answer = await askApi(request.apiPath, request.lang, cached?.answer);
    if (!answer) return undefined;
    const paths = answer === cached?.answer ? cached.paths : (renderer.relatedPaths?.(url, answer.body) ?? []);
    const answers = await Promise.all(paths.map((apiPath) => early.get(apiPath) ?? ask(apiPath)));
    const version = [answer, ...answers].map((item) => item?.version ?? 'unanswered').join(' ');
    if (cached && cached.version === version) return cached.page;
    const related = new Map(paths.flatMap((apiPath, index) => (answers[index] ? [[apiPath, answers[index]]] : [])));
    const page = await renderer.renderPage({ url, origin, status: answer.status, body: answer.body, related: Object.fromEntries(related) });
    // Kept with the answers it was rendered from (their ETags make the next asks conditional).
    if (page && request.cacheable && page.status === 200) remember(key, { renderer, version, answer, paths, related, page });
    return page ?? undefined;
  }

  /**
   * The API's answer at `apiPath` in a language: `known` again when it has not changed (a 304 to
   * its ETag, or the same text), undefined when the API does not answer. A body that is not JSON
   * is null: the renderer treats it as a failure and the client renders the page.
   */
  async function askApi(apiPath, lang, known) {
    const headers = { 'accept-language': lang, accept: 'application/json' };
    if (known?.etag) headers['if-none-match'] = known.etag;
    const answer = await fetch(`${apiTarget}/api${apiPath}`, { headers }).catch(() => undefined);
    if (!answer) return undefined;
    if (answer.status === 304 && known) return known;
    // Never rejects: an answer asked early may be left unread when the page no longer needs it.
    const text = await answer.text().catch(() => undefined);
    if (text === undefined) return undefined;
    const version = answer.headers.get('etag') ?? createHash('sha256').update(text).digest('hex');
    if (known?.version === version) return known;
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Left null.
    }
    return { status: answer.status, etag: answer.headers.get('etag'), version, body };
  }

  /**
   * Documents as last answered, by URL and host, used again for TRUST_MS without asking the API:
   * a broadcast spike on one page costs one revalidation per TRUST_MS, and an editor's publish
   * shows as quickly as the API's own content cache lets it (the same 100 ms). The same object
   * is returned, so the static server compresses and tags it once.
   */
  const documents = new Map();
  const TRUST_MS = 100;
  /** Documents being composed, by the same key: a spike's requests arriving meanwhile wait for that one. */
  const composing = new Map();

  /** The HTML for a navigation to `url` (path and search), with its status. */
  return function renderDocument(url, host) {
    const key = `${host ?? ''} ${url}`;
    const known = documents.get(key);
    if (known && Date.now() - known.at < TRUST_MS) return Promise.resolve(known.document);
    let pending = composing.get(key);
    if (!pending) {
      pending = composeDocument(url, host)
        .then((document) => {
          // Previews (never cached) and failures are composed anew every time.
          if (document?.cacheable) {
            if (documents.size >= MAX_PAGES) documents.delete(documents.keys().next().value);
            documents.set(key, { at: Date.now(), document });
          }
          return document;
        })
        .finally(() => composing.delete(key));
      composing.set(key, pending);
    }
    return pending;
  };

  /** One part of the site content: the API's `data`, or undefined when it did not answer. */
  async function apiData(path, lang) {
    const key = `${lang} ${path}`;
    const known = siteAnswers.get(key);
    const headers = { 'accept-language': lang, accept: 'application/json' };
    if (known?.etag) headers['if-none-match'] = known.etag;
    const answer = await fetch(`${apiTarget}/api${path}`, { headers }).catch(() => undefined);
    if (answer?.status === 304 && known) return known.data;
    if (!answer?.ok) return undefined;
    const data = (await answer.json().catch(() => undefined))?.data;
    if (data !== undefined) siteAnswers.set(key, { etag: answer.headers.get('etag'), data });
    return data;
  }

  /**
   * The site content of a language (navigation, global links, cookie banner; shared-domain's
   * SiteContentData) as the shell loads it, or undefined when any part did not answer: then the
   * shell renders its header and footer in the browser, as before.
   */
  async function siteContentOf(lang) {
    const [navigation, links, cookies] = await Promise.all(['/navigation', '/globals/links', '/globals/cookies'].map((path) => apiData(path, lang)));
    return navigation === undefined || links === undefined || cookies === undefined ? undefined : { lang, navigation, links, cookies };
  }

  /**
   * The shell's header (the portal header of a quick check, or the site header of a CMS page,
   * which needs the site content) and its footer (with the site content), with their styles.
   */
  async function shellParts(url, site) {
    const renderer = readShellRenderer();
    const styles = readShellStyles();
    if (!renderer?.renderShellTop || styles === undefined) return undefined;
    const failed = (part) => (error) => console.error(`[ssr] shell ${part}`, url, error);
    const top = await renderer.renderShellTop(url, site).catch(failed('header'));
    if (!top) return undefined;
    const bottom = site && renderer.renderShellBottom ? await renderer.renderShellBottom(url, site).catch(failed('footer')) : undefined;
    return { top, bottom, styles };
  }

  async function composeDocument(url, host) {
    let html = readTemplate();
    if (!html) return undefined;
    const deployment = readDeployment();
    const remoteEntry = (name) => deployment?.remotes?.find((remote) => remote.name === name && typeof remote.entry === 'string');
    const entry = remoteEntry(REMOTE);
    const head = [];
    /** Stylesheets inlined in the head, [name, CSS], once the document is complete. */
    const inlineStyles = [];
    if (deployment) head.push(`<script type="application/json" id="portal-deployment">${scriptJson(deployment)}</script>`);
    let status = 200;
    let cacheable = true;
    // The public site's renderer knows the route table: which remote shows the URL.
    const router = entry ? await rendererOf(entry) : undefined;
    // Only the code of the remote that shows this page is hinted (any other would be downloaded
    // for nothing); without a renderer the route is unknown, so no hints. A renderer older than
    // remoteOf knows only its own pages.
    const owner = router?.renderer.remoteOf ? router.renderer.remoteOf(url) : router?.renderer.pageRequest(url) ? REMOTE : undefined;
    const ownerEntry = owner ? remoteEntry(owner) : undefined;
    const hints = ownerEntry ? await codeHints(ownerEntry) : [];
    // The page is rendered by the remote that shows it, when its build has a renderer (the public
    // site: CMS pages; a flow remote: its quick check).
    const rendering = owner === REMOTE ? router : ownerEntry ? await rendererOf(ownerEntry) : undefined;
    const request = rendering?.renderer.pageRequest(url);
    const origin = publicUrl || `http://${host ?? 'localhost'}`;
    const page = request ? await renderedPage(rendering, url, origin).catch((error) => console.error('[ssr]', url, error)) : undefined;
    // A preview is never kept; a CMS page the API did not answer is tried again next time.
    if (request && (!request.cacheable || !page)) cacheable = false;
    if (page) {
      status = page.status;
      // The built template's attributes may be unquoted (html-webpack-plugin's minifier).
      html = html.replace(/<html lang="?[\w-]*"?>/, `<html lang="${page.lang}">`);
      if (/<title>/.test(page.head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
      if (/<meta name="description"/.test(page.head)) html = html.replace(/<meta name="?description"?[^>]*>\s*/, '');
      const stylesUrl = new URL('page.css', rendering.url).href;
      const css = await stylesheets(stylesUrl);
      head.push(page.head);
      if (css === undefined) head.push(`<link rel="stylesheet" href="${attr(stylesUrl)}" data-ssr-styles="${owner}" />`);
      else inlineStyles.push([owner, css]);
      html = html.replace(new RegExp(`<div id="?${owner}"?></div>`), () => `<div id="${owner}">${page.body}</div>`);
      const site = page.body ? await siteContentOf(page.lang) : undefined;
      const shell = page.body ? await shellParts(url, site) : undefined;
      if (shell) {
        inlineStyles.push(['shell', shell.styles]);
        head.push(`<script>${BEFORE_PAINT_SCRIPT}</script>`);
        html = html.replace(/<div id="?shell-top"?><\/div>/, () => `<div id="shell-top">${shell.top}</div>`);
        if (shell.bottom) html = html.replace(/<div id="?shell-bottom"?><\/div>/, () => `<div id="shell-bottom">${shell.bottom}</div>`);
      }
      if (page.data) html = html.replace('</body>', () => `${page.data}\n</body>`);
    }
    if (!page?.body) {
      // A page the shell draws in the browser (sign-in, the dashboard, a wizard): the site content
      // of its language goes with it, so the shell's first render has the footer and the cookie
      // banner without three API requests (a shell renderer without these exports: as before).
      const shell = readShellRenderer();
      const site = shell?.renderSiteContent && shell.langOf ? await siteContentOf(shell.langOf(url)) : undefined;
      if (site) html = html.replace('</body>', () => `${shell.renderSiteContent(site)}\n</body>`);
      // And the cookie banner itself, seen with the document (the shell replaces it), with the
      // styles it needs before any script and the head's script that hides it once decided.
      const banner = site && shell.renderCookieBanner ? await shell.renderCookieBanner(url, site).catch((error) => console.error('[ssr] shell banner', url, error)) : undefined;
      const [base, styles] = [readShellBase(), readShellStyles()];
      if (banner && base !== undefined && styles !== undefined) {
        inlineStyles.push(['shell-base', base], ['shell', styles]);
        head.push(`<script>${BEFORE_PAINT_SCRIPT}</script>`);
        html = html.replace(/<div id="?shell-bottom"?><\/div>/, () => `<div id="shell-bottom">${banner}</div>`);
      }
    }
    if (page?.body) {
      // The page is readable without script, so its code waits for its first paint (and its
      // hero image): on a slow phone the scripts shared the bandwidth and the main thread with
      // them. The shell's boot chunks are left out (main.js requests them); the shell's scripts
      // and the remote's hints go into a template that AFTER_PAINT_SCRIPT inserts.
      html = html.replace(/<link [^>]*\bdata-boot-chunk\b[^>]*>/g, '');
      const scripts = [];
      html = html.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, (tag) => (scripts.push(tag), ''));
      const later = `<template id="after-first-paint">${[...hints, ...scripts].join('')}</template><script>${AFTER_PAINT_SCRIPT}</script>`;
      html = html.replace('</body>', () => `${later}\n</body>`);
    } else head.push(...hints);
    // Only the rules the finished document can use before its scripts run (used-css.mjs).
    for (const [name, css] of inlineStyles) head.push(`<style data-ssr-styles="${name}">${usedCss(css, html)}</style>`);
    html = html.replace('</head>', () => `${head.join('\n')}\n</head>`);
    return { status, html, cacheable };
  }
}
