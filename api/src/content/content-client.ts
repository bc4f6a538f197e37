import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContentPage, FormField, GlobalLinks, JournalsPage, JournalTag, NavigationPage, Podcast, Rubric } from '@portal/shared-domain/server';

// The worker's contract (cms/src/content/service.ts), restated: importing the CMS's types here
// would bring Next.js's global type declarations into the API's compilation.
export type ContentLang = 'de' | 'fr' | 'it';
export type GlobalName = 'links' | 'cookies' | 'cash_box';

export interface ContentServiceOptions {
  dataDir: string;
  databaseUrl?: string;
  seed: boolean;
}

export interface DocumentFile {
  file: string;
  filename: string;
  mimeType: string;
  size: number;
}

export interface JournalQuery {
  perPage: number;
  page: number;
  rubrics: string[];
  tags: string[];
  /** Words to find in the visitor's language; '' for none. */
  q: string;
}

/** A form of the CMS's form builder (cms/src/content/submissions.ts). */
export interface FormDefinition {
  handle: string;
  title: string;
  /** The key the hidden fax_number input is sent as. */
  honeypot: string;
  /** Who gets the submissions; empty: the foundation's address. */
  recipients: string[];
  fields: FormField[];
}

export interface SubmittedFile {
  filename: string;
  mimeType: string;
  buffer: Buffer;
}

export interface NewsletterSignupInput {
  email: string;
  gender: 'm' | 'f' | 'n';
  firstname: string;
  lastname: string;
  lang: ContentLang;
  /** SHA-256 of the e-mailed token; the token itself is never stored. */
  tokenHash: string;
}

/** A preview asked for with a token that is missing, forged, expired or for another path. */
export class PreviewRefusedError extends Error {}

type Reply = {
  type: 'result';
  id: number;
  result?: unknown;
  error?: { kind: string; message: string };
};

const WORKER_FILE = path.join(__dirname, 'content-worker.mjs');
const STOP_TIMEOUT_MS = 10_000;
/**
 * The worker's node options, instead of the parent's (no inherited `--import tsx`: the worker
 * registers tsx once itself). `production` resolves lexical (under Payload's rich text) to its
 * plain build: its Node entry picks the build with a top-level await, which Node 20 now and then
 * never settles when the packages that import it load together, and the thread hangs forever.
 */
const WORKER_EXEC_ARGV = ['--conditions=production'];
/** First run migrates and seeds (about 35 s here); a CMS not up after this is reported, not awaited forever. */
const START_TIMEOUT_MS = 300_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The API's side of the CMS: starts the content worker on first use (tests that never read
 * content never start Payload) and forwards calls to it.
 */
export class ContentClient {
  private worker: Promise<{ worker: Worker; databaseUrl: string }> | null = null;
  /** The thread itself, known at once, so close() can end it while Payload is still starting. */
  private thread: Worker | null = null;
  private ready = false;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  constructor(private readonly options: ContentServiceOptions) {}

  /** Starts the CMS (idempotent) and answers its database address, for the admin UI's server. */
  async start(): Promise<string> {
    return (await this.started()).databaseUrl;
  }

  page(pagePath: string, lang: ContentLang, preview: string | null) {
    return this.call<ContentPage | null>('page', pagePath, lang, preview);
  }
  navigation(lang: ContentLang) {
    return this.call<NavigationPage[]>('navigation', lang);
  }
  global(name: GlobalName, lang: ContentLang) {
    return this.call<GlobalLinks | object>('global', name, lang);
  }
  journals(lang: ContentLang, query: JournalQuery) {
    return this.call<JournalsPage>('journals', lang, query);
  }
  journalTags(lang: ContentLang, limit: number) {
    return this.call<JournalTag[]>('journalTags', lang, limit);
  }
  journalRubrics(lang: ContentLang) {
    return this.call<Rubric[]>('journalRubrics', lang);
  }
  podcasts(lang: ContentLang) {
    return this.call<Podcast[]>('podcasts', lang);
  }
  document(filename: string) {
    return this.call<DocumentFile | null>('document', filename);
  }
  audio(filename: string) {
    return this.call<DocumentFile | null>('audio', filename);
  }

  // The forms' write side (cms/src/content/submissions.ts): the API validates, the CMS stores.
  /** The form's definition in the visitor's language; null for an unknown handle. */
  formDefinition(handle: string, lang: ContentLang = 'de') {
    return this.call<FormDefinition | null>('formDefinition', handle, lang);
  }
  /** Stores a validated submission with its images; answers its id. */
  storeSubmission(handle: string, data: Record<string, unknown>, files: SubmittedFile[], lang: ContentLang) {
    return this.call<string>('storeSubmission', handle, data, files, lang);
  }
  /** A pending sign-up (an address signing up again gets a new link and keeps its status). */
  createNewsletterSignup(input: NewsletterSignupInput) {
    return this.call<void>('createNewsletterSignup', input);
  }
  /** Confirms once; false for an unknown, used or expired link (requested before `since`, default 7 days). */
  confirmNewsletterSignup(tokenHash: string, since?: string) {
    return this.call<boolean>('confirmNewsletterSignup', tokenHash, since);
  }
  /** The collection boxes' names: in one language, or in all three without one. */
  cashBoxNames(lang?: ContentLang) {
    return this.call<string[]>('cashBoxNames', lang);
  }
  /** Whether a published journal entry or a track has this id (likes). */
  exists(kind: 'journal' | 'track', id: string) {
    return this.call<boolean>('exists', kind, id);
  }
  /** Changes whenever published content may have changed (content-cache.ts). */
  contentVersion() {
    return this.call<string>('contentVersion');
  }

  /**
   * Stops Payload (its database first) and ends the thread. Never waits for long: a worker still
   * starting, or one that does not answer 'stop' within 10 s, is terminated, so closing the API
   * (and a test file) cannot hang on the CMS.
   */
  async close(): Promise<void> {
    const worker = this.thread;
    if (!worker) return;
    if (this.ready) await withTimeout(this.send('stop', worker), STOP_TIMEOUT_MS).catch(() => undefined);
    await worker.terminate();
    this.failPending(new Error('the CMS was stopped'));
    this.thread = null;
    this.ready = false;
    this.worker = null;
  }

  private started() {
    this.worker ??= withTimeout(this.spawn(), START_TIMEOUT_MS).catch(async (error: Error) => {
      await this.close();
      throw error;
    });
    return this.worker;
  }

  private spawn() {
    return new Promise<{ worker: Worker; databaseUrl: string }>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: this.options,
        execArgv: WORKER_EXEC_ARGV,
      });
      this.thread = worker;
      worker.on('message', (message: { type: string; databaseUrl?: string; message?: string } | Reply) => {
        if (message.type === 'ready') {
          this.ready = true;
          resolve({
            worker,
            databaseUrl: (message as { databaseUrl: string }).databaseUrl,
          });
        } else if (message.type === 'failed') reject(new Error(`CMS failed to start: ${(message as { message: string }).message}`));
        else this.settle(message as Reply);
      });
      worker.on('error', (error) => {
        reject(error);
        this.failPending(error);
      });
      // A thread that ended (stopped, or crashed) answers nothing more; the next call starts anew.
      worker.on('exit', () => {
        reject(new Error('the CMS stopped while starting'));
        this.failPending(new Error('the CMS stopped'));
        if (this.thread !== worker) return;
        this.worker = null;
        this.thread = null;
        this.ready = false;
      });
    });
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (!reply.error) waiting.resolve(reply.result);
    else waiting.reject(reply.error.kind === 'previewRefused' ? new PreviewRefusedError(reply.error.message) : new Error(reply.error.message));
  }

  private failPending(error: Error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private async call<T>(method: string, ...args: unknown[]): Promise<T> {
    const { worker } = await this.started();
    return this.send<T>(method, worker, ...args);
  }

  private send<T>(method: string, worker: Worker, ...args: unknown[]): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      worker.postMessage({ id, method, args });
    });
  }
}
