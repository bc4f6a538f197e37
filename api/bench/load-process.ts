/**
 * The two roles of a bench script: the parent runs the API and the measurements; a forked child
 * (`--client`) generates the load, so the load generator never competes with the server for its
 * event loop.
 */
import fs from 'node:fs';
import { fork } from 'node:child_process';

/** Runs the load generator in a child process of `script`; killed after `timeoutMs`. */
export function runClient<J, R>(script: string, job: J, timeoutMs: number): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = fork(script, ['--client'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('message', (message) => {
      clearTimeout(kill);
      resolve(message as R);
    });
    child.once('exit', (code) => {
      clearTimeout(kill);
      reject(new Error(`load generator exited (${code})`));
    });
    child.send(job as object);
  });
}

/** Starts the script in its role: the child answers one job with `client`, the parent runs `main`. */
export function startBench<J, R>(main: () => Promise<void>, client: (job: J) => Promise<R>): void {
  if (process.argv.includes('--client')) {
    process.once('message', (job) => {
      client(job as J).then(
        (result) => process.send?.(result as object, () => process.exit(0)),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
    return;
  }
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

export const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** What a load generator child answers (autocannon's figures or paced-load.ts's). */
export interface LoadResult {
  /** Requests counted (a warm-up's not). */
  requests: number;
  /** Requests sent during a warm-up, uncounted (they did cost the server, though); 0 without one. */
  warmup: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statusCodes: Record<string, { count: number }>;
}

/** One table row: what, the figure measured, the target. */
export type Row = [string, string, string];

/** Prints a section as a table, the target beside each figure, with the load average around it. */
export function printTable(title: string, rows: Row[], loadBefore: string, loadAfter: string): void {
  const widths = [0, 1, 2].map((column) => Math.max(...[['', 'figure', 'target'][column], ...rows.map((row) => row[column])].map((cell) => cell.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  console.log(`\n${title}\nload average before ${loadBefore}, after ${loadAfter}`);
  console.log(line(['', 'figure', 'target']));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
