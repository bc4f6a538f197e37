/**
 * Values kept in memory within a size bound, the least recently used dropped first (a Map keeps
 * insertion order; reading an entry moves it to the end). A value larger than `maxEntrySize` is
 * not kept: it would push out many others, and is produced again when next needed.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly maxEntrySize: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (replacing what `key` held); `size` in the bound's unit. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxEntrySize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxSize) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  get count(): number {
    return this.entries.size;
  }
}
