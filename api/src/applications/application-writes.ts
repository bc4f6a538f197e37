import type { Db } from '../db/database';
import { writeApplicationsData, type ApplicationWrite } from './repository';

/** Writes per statement at most; a group's collection sheet can make one write's answers 100 KB. */
const MAX_WRITES = 64;

interface Waiting extends ApplicationWrite {
  resolve: (version: string | null) => void;
  reject: (error: unknown) => void;
}

/**
 * The conditional answer writes of the saves in flight, sent together (docs/decisions.md, API
 * performance). Saves whose requests arrived in the same turn of the event loop write in one
 * statement once that turn's I/O is handled (setImmediate): one query, one commit and one wake-up
 * of the server and of PostgreSQL for all of them. A save alone waits for nothing more. When the
 * server falls behind, the saves that queued up go together, so the queue drains sooner.
 *
 * A write waits while its application's previous write is in flight: two in one statement would
 * race, and two statements each holding the other's row would deadlock.
 */
export class ApplicationWrites {
  private waiting: Waiting[] = [];
  private readonly inFlight = new Set<string>();
  private flushQueued = false;

  constructor(
    private readonly db: Db,
    private readonly maxWrites = MAX_WRITES,
  ) {}

  /** The row version written, or null when the application changed since `write.versions` were read. */
  write(write: ApplicationWrite): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...write, resolve, reject });
      this.queueFlush();
    });
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const write of this.waiting) {
      if (batch.length < this.maxWrites && !this.inFlight.has(write.id)) {
        this.inFlight.add(write.id);
        batch.push(write);
      } else {
        later.push(write);
      }
    }
    this.waiting = later;
    if (batch.length === 0) return;
    if (batch.length === this.maxWrites && later.length > 0) this.queueFlush();
    void this.send(batch);
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const written = await writeApplicationsData(this.db, batch);
      for (const write of batch) write.resolve(written.get(write.id) ?? null);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One write that PostgreSQL refuses must fail its own save only: each again on its own.
      else await Promise.all(batch.map((write) => this.send([write])));
    } finally {
      for (const write of batch) this.inFlight.delete(write.id);
      if (this.waiting.length > 0) this.queueFlush();
    }
  }
}
