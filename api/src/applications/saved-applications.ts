import { SizedLru } from '../cache/sized-lru';
import type { LoadedApplication } from './repository';

/** Answers (as JSON text) kept at most; a group collection's sheet can make one entry 100 KB. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** What an entry costs beyond its answers (row, contacts, versions), roughly. */
const ENTRY_OVERHEAD = 2048;

/**
 * The applications this process saved last, as it wrote them, with the row versions of that
 * write (docs/decisions.md, API performance). The next save of one of them starts from here and
 * costs one statement: its conditional UPDATE applies only while every version still matches, so
 * a stale entry (another process, tab or admin wrote) is never written over; that save reads
 * again. Bounded by the size of the answers kept, the least recently used dropped first. Entries
 * are frozen: a flow callback that changed one would otherwise change the next save's start.
 */
export class SavedApplications {
  private readonly entries: SizedLru<LoadedApplication>;

  // An entry over a sixteenth of the bound would push out many others: read again next time.
  constructor(maxBytes = MAX_ANSWER_BYTES, maxEntryBytes = maxBytes / 16) {
    this.entries = new SizedLru(maxBytes, maxEntryBytes);
  }

  get(id: string): LoadedApplication | undefined {
    return this.entries.get(id);
  }

  set(id: string, loaded: LoadedApplication): void {
    this.entries.set(id, deepFreeze(loaded), sizeOf(loaded));
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.count;
  }
}

const sizeOf = (loaded: LoadedApplication) => loaded.answerBytes.application + loaded.answerBytes.statement + ENTRY_OVERHEAD;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
