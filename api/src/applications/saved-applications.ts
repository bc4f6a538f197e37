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
  private readonly entries = new Map<string, LoadedApplication>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = MAX_ANSWER_BYTES,
    // One huge entry would push out many others: it is read again next time instead.
    private readonly maxEntryBytes = maxBytes / 16,
  ) {}

  get(id: string): LoadedApplication | undefined {
    const entry = this.entries.get(id);
    if (entry) {
      // Least recently used first: re-inserting moves the entry to the end.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, loaded: LoadedApplication): void {
    this.delete(id);
    const size = sizeOf(loaded);
    if (size > this.maxEntryBytes) return;
    this.entries.set(id, deepFreeze(loaded));
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= sizeOf(entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

const sizeOf = (loaded: LoadedApplication) => loaded.answerBytes.application + loaded.answerBytes.statement + ENTRY_OVERHEAD;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
