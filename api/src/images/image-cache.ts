import crypto from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SizedLru } from '../cache/sized-lru';

/** The cache key: everything the resized bytes depend on, the source's mtime and size included. */
export function cacheKey(parts: (string | number)[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

/** Bytes of resized images kept in memory at most; beyond it the least recently used go. */
const MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Resized images in memory (the most recently used, up to 64 MB: a spike reads few images, many
 * times) and on disk, one file per key (`{dir}/{ab}/{key}`). A missing entry is produced once
 * even when identical requests arrive together (they share the in-flight promise), and written to
 * a temporary file first and renamed, so a reader never sees half a file, also across processes.
 * A failed write (disk full) still answers the image; the next request resizes again.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  // An image bigger than a quarter of the bound is served, never kept in memory.
  private readonly memory: SizedLru<Buffer>;

  constructor(
    readonly dir: string,
    maxMemoryBytes = MEMORY_BYTES,
  ) {
    this.memory = new SizedLru(maxMemoryBytes, maxMemoryBytes / 4);
  }

  fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /** The bytes if they are in memory (no disk, no waiting). */
  kept(key: string): Buffer | undefined {
    return this.memory.get(key);
  }

  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept(key);
    if (kept) return Promise.resolve(kept);
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.readOrProduce(key, produce)
      .then((body) => {
        this.memory.set(key, body, body.length);
        return body;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async readOrProduce(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.fileOf(key);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    const body = await produce();
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch {
      await rm(temporary, { force: true });
    }
    return body;
  }
}
