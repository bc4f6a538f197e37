import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type FieldErrors } from './errors';
import { requestLang, translate } from './i18n';

/**
 * Bounds every request meets before any route sees it (issue 10, items 1, 9 and 10), once for
 * the whole API rather than per route:
 * - JSON bodies are nested at most MAX_JSON_DEPTH levels, checked on the raw text before
 *   anything is built (a 6 KB body nested 3,000 deep used to abort the process on PGlite);
 * - no text anywhere in a body, the query string or the path holds NUL (PostgreSQL cannot store
 *   it in text or jsonb) or a lone UTF-16 surrogate (not valid Unicode, refused by PostgreSQL's
 *   jsonb and by encodeURIComponent): 422 naming each field;
 * - prototype keys (`__proto__`, `constructor`) are refused in bodies and query strings.
 * The body size limit is Fastify's `bodyLimit` (413).
 */
export const MAX_JSON_DEPTH = 16;
/** At most this many offending fields are named in one answer. */
const MAX_REPORTED = 20;

/** Does the JSON text nest objects/arrays deeper than `limit`? One pass over the characters. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(text: string): boolean {
  return !BAD_TEXT.test(text);
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

interface Findings {
  badText: string[];
  prototypeKeys: string[];
}

/** Collects the dot paths ('lines.0.amount', '_' for the root) of bad texts and prototype keys. */
function inspect(value: unknown, path: string, findings: Findings, depth: number): void {
  if (findings.badText.length + findings.prototypeKeys.length >= MAX_REPORTED) return;
  if (typeof value === 'string') {
    if (!isCleanText(value)) findings.badText.push(path || '_');
    return;
  }
  // Depth is bounded for JSON by the parser; query and params are flat. This guards the rest.
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH + 1) return;
  if (Buffer.isBuffer(value)) return;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]]);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && !isCleanText(key)) {
      // The key itself is bad: name its parent rather than echo it.
      findings.badText.push(path || '_');
      continue;
    }
    if (!Array.isArray(value) && PROTOTYPE_KEYS.has(key)) findings.prototypeKeys.push(at);
    inspect(item, at, findings, depth + 1);
  }
}

/** Throws the 400 (prototype keys) or 422 (NUL, lone surrogates) for one part of the request. */
function check(request: FastifyRequest, value: unknown): void {
  const findings: Findings = { badText: [], prototypeKeys: [] };
  inspect(value, '', findings, 0);
  const lang = requestLang(request);
  const errors = (paths: string[], key: 'unknownField' | 'invalidCharacters'): FieldErrors => {
    const out: FieldErrors = Object.create(null);
    for (const path of paths) out[path] = [translate(key, lang)];
    return out;
  };
  if (findings.prototypeKeys.length > 0) throw new ApiError(400, 'badRequest', { errors: errors(findings.prototypeKeys, 'unknownField') });
  if (findings.badText.length > 0) throw new ApiError(422, 'invalidText', { errors: errors(findings.badText, 'invalidCharacters') });
}

/** JSON.parse behind the depth bound; malformed or empty JSON is 400 like Fastify's own parser. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new ApiError(400, 'invalidJson');
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) throw new ApiError(400, 'tooDeep', { params: { max: MAX_JSON_DEPTH } });
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalidJson');
  }
}

export function installInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // After parsing (every parser: JSON, text), before schema validation and the handler. Signed-out
  // callers of protected routes were already answered 401 in onRequest.
  app.addHook('preValidation', async (request) => {
    check(request, request.params);
    check(request, request.query);
    check(request, request.body);
  });
}
