import type { LoadedApplication } from './repository';

/**
 * The applications this process saved last, as it wrote them, with the row versions of that
 * write (docs/decisions.md, API performance). The next save of one of them starts from here and
 * costs one statement: its conditional UPDATE applies only while every version still matches, so
 * a stale entry (another process, tab or admin wrote) is never written over; that save reads
 * again. Entries are frozen: a flow callback that changed one would otherwise change the next
 * save's starting point.
 */
export class SavedApplications {
  private readonly entries = new Map<string, LoadedApplication>();

  constructor(private readonly limit = 1000) {}

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
    this.entries.delete(id);
    this.entries.set(id, deepFreeze(loaded));
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
