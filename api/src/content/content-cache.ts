import crypto from 'node:crypto';

/** A published answer, serialized once: the bytes sent and their ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Entries kept at most (pages × languages, navigation, globals); beyond it the oldest go. */
const MAX_ENTRIES = 2000;

/** How long a content version read is trusted: a publish shows on the site within this time. */
export const VERSION_MAX_AGE_MS = 100;

/**
 * Published content answers (pages, navigation, globals, journal lists without a search) kept
 * in the API process, so a spike of readers costs neither the CMS worker's round trip nor
 * Payload's queries nor serialization.
 *
 * Editors publish through the admin UI, another process, so nothing tells the API. Instead a
 * read compares the CMS's content version (`contentVersion`: row counts and newest updates of
 * the content tables, one small query) read at most `maxAgeMs` before it; reads arriving
 * meanwhile share that version, and those arriving while it is read share the one read. So a
 * publish shows within 100 ms, and a spike of thousands of reads a second costs the CMS ten
 * small queries a second.
 */
export class ContentCache {
  private readonly entries = new Map<string, CachedAnswer & { version: string }>();
  private known: { version: string; readAt: number } | null = null;
  private running: Promise<string> | null = null;

  constructor(
    private readonly contentVersion: () => Promise<string>,
    private readonly maxAgeMs = VERSION_MAX_AGE_MS,
  ) {}

  /** The cached answer `{ data }` for `key` if the content is unchanged, else `produce`d (null: not cached). */
  get(key: string, produce: () => Promise<unknown | null>): Promise<CachedAnswer | null> {
    return this.getEnvelope(key, async () => {
      const data = await produce();
      return data === null || data === undefined ? null : { data };
    });
  }

  /** The same for an answer with more than `data` (a list with its paging in `meta`). */
  async getEnvelope(key: string, produce: () => Promise<{ data: unknown; meta?: unknown } | null>): Promise<CachedAnswer | null> {
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    // Stored under the version read before producing: a publish meanwhile makes the next read produce again.
    const envelope = await produce();
    if (envelope === null) return null;
    const body = JSON.stringify(envelope);
    const answer = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`, version };
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, answer);
    return answer;
  }

  /** The content version, read at most `maxAgeMs` ago (its age counted from when the read started). */
  currentVersion(): Promise<string> | string {
    const now = Date.now();
    if (this.known && now - this.known.readAt < this.maxAgeMs) return this.known.version;
    this.running ??= this.contentVersion()
      .then((version) => {
        this.known = { version, readAt: now };
        return version;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}

/** Does `If-None-Match` name this ETag (or `*`)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
