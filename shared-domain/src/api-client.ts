import { requestStarted, requestFinished } from './loading-bar';
import { currentLang } from './language-state';

/**
 * The one HTTP client of the front end (spec 00 §7.1): every call goes to {host}/api with
 * accept-language; the session travels in the API's HttpOnly cookie, which the browser sends by
 * itself, and the X-Requested-With header proves the call comes from the portal's own pages
 * (CSRF protection of that cookie). Answers are unwrapped from `data`; every request is
 * reported to the loading bar. RTK Query's base query and uploads build on it.
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** A machine-readable reason some answers carry (e.g. login_link_expired). */
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

declare global {
  interface Window {
    /** Optional origin of the API when it is not served beside the shell. */
    __PORTAL_API_HOST__?: string;
  }
}

export function apiBase(): string {
  const host = typeof window !== 'undefined' ? (window.__PORTAL_API_HOST__ ?? '') : '';
  return `${host}/api`;
}

export function apiHeaders(): Record<string, string> {
  return { 'accept-language': currentLang.get(), accept: 'application/json', 'x-requested-with': 'portal' };
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the `X-Requested-With: XMLHttpRequest` the form submissions carry (spec 00 §7.4). */
  headers?: Record<string, string>;
}

export interface ApiEnvelope<T> {
  data: T;
  meta?: Record<string, unknown>;
}

/** Normalises any failure into an ApiError; an error without status counts as 500 (spec 00 §8). */
function toApiError(status: number, payload: unknown): ApiError {
  const body = payload as (Partial<ApiErrorBody> & { data?: { errors?: Record<string, string[]> } }) | undefined;
  const message = typeof body?.message === 'string' ? body.message : 'Es ist ein Fehler aufgetreten';
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return new ApiError(status || 500, { message, errors: body?.errors ?? body?.data?.errors, ...(code ? { code } : {}) });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** How long an answer read early waits for its page to ask for it (a slow phone's code download included). */
export const EARLY_READ_MS = 30_000;
const earlyReads = new Map<string, { at: number; response: Promise<Response | undefined> }>();
const earlyKey = (path: string) => `${currentLang.get()} ${path}`;

/**
 * Starts a GET that the page's code will make once it has loaded (routes/first-reads.ts), so
 * that the answer travels while the code downloads. The first GET of the same path in the same
 * language within EARLY_READ_MS takes it (once); a failed early read is asked again then.
 */
export function readEarly(path: string): void {
  const key = earlyKey(path);
  const known = earlyReads.get(key);
  if (known && Date.now() - known.at <= EARLY_READ_MS) return;
  const response = fetch(`${apiBase()}${path}`, { method: 'GET', headers: apiHeaders() }).catch(() => undefined);
  earlyReads.set(key, { at: Date.now(), response });
}

/** The answer read early for a GET of this path, taken once; undefined when there is none (or it is too old). */
function takeEarlyRead(path: string): Promise<Response | undefined> | undefined {
  const key = earlyKey(path);
  const early = earlyReads.get(key);
  if (!early) return undefined;
  earlyReads.delete(key);
  return Date.now() - early.at <= EARLY_READ_MS ? early.response : undefined;
}

/**
 * One request through the shared plumbing: loading bar, error normalisation, cancellation.
 * `read` turns a successful response into the caller's result.
 */
async function send<R>(path: string, init: RequestInit, read: (response: Response) => Promise<R>): Promise<R> {
  requestStarted();
  let ok = false;
  try {
    const early = init.method === 'GET' ? takeEarlyRead(path) : undefined;
    const response = (early && (await early)) ?? (await fetch(`${apiBase()}${path}`, init));
    if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
    const result = await read(response);
    ok = true;
    return result;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error)?.name === 'AbortError') {
      ok = true; // a cancelled request is not a failure of the page
      throw error;
    }
    throw toApiError(0, undefined);
  } finally {
    requestFinished(ok);
  }
}

export function apiEnvelope<T>(path: string, request: ApiRequest = {}): Promise<ApiEnvelope<T>> {
  const headers = { ...apiHeaders(), ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return send(path, { method: request.method ?? 'GET', headers, body, signal: request.signal }, async (response) => {
    // A 204 (or any answer without data) reads as null: RTK Query refuses undefined data.
    const envelope = (parseJson(await response.text()) ?? {}) as Partial<ApiEnvelope<T>>;
    return { data: (envelope.data ?? null) as T, meta: envelope.meta };
  });
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiEnvelope<T>(path, request)).data;
}

/** Uploads one file with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function uploadFile<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}${path}`);
    Object.entries(apiHeaders()).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    requestStarted();
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      requestFinished(ok);
      if (ok) resolve((payload as ApiEnvelope<T>).data);
      else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => {
      requestFinished(false);
      reject(toApiError(0, undefined));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A downloaded file: its content and the name the server suggests (content-disposition). */
export interface ApiDownload {
  blob: Blob;
  filename: string | undefined;
}

/**
 * Downloads a binary answer (e.g. GET /applications/{id}/pdf) with the same headers as every
 * other call (session cookie, accept-language) and reports it to the loading bar; failures are
 * normalised to ApiError like apiEnvelope's.
 */
export function apiDownload(path: string, request: Pick<ApiRequest, 'signal'> = {}): Promise<ApiDownload> {
  const headers = { ...apiHeaders(), accept: '*/*' };
  return send(path, { method: 'GET', headers, signal: request.signal }, async (response) => {
    const disposition = response.headers?.get?.('content-disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return { blob: await response.blob(), filename: match ? decodeURIComponent(match[1]) : undefined };
  });
}
