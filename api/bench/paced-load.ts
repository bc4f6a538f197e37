/**
 * Load at a fixed offered rate: request i is due at start + i / rate, whatever the answers before
 * it, and its latency counts from that moment (so a late send or a wait for a free connection
 * counts too). autocannon's `overallRate` does not do this: each connection sends back to back
 * until it has made its share of the second, then waits for the next second, so most of each
 * second is a burst at full speed and its latencies are those of the burst.
 *
 * The first `warmup` seconds run at the same rate but are not counted: the load generator is a
 * fresh process whose own code is not yet optimised and whose connections are new, and in the
 * first second or so its latencies are its own (seen: 50–180 ms, then 2–13 ms at the same rate).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadResult } from './load-process';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const TIMEOUT_MS = 10_000;

/** `rate` requests per second for `seconds`, over at most `connections` keep-alive connections. */
export function pacedLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  warmup: number;
  connections: number;
  request: (n: number) => PacedRequest;
}): Promise<LoadResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const warmup = Math.round(options.rate * options.warmup);
  const total = warmup + Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const statusCodes: Record<string, { count: number }> = {};
  let errors = 0;
  let timeouts = 0;
  let finished = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    let sent = 0;
    const finish = () => {
      finished += 1;
      if (finished < total) return;
      agent.destroy();
      resolve(summary());
    };
    const send = (n: number) => {
      const due = start + (n * 1000) / options.rate;
      const { method, path, headers, body } = options.request(n);
      const counted = n >= warmup;
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (counted) {
            latencies.push(performance.now() - due);
            const code = String(response.statusCode);
            statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + 1 };
          }
          finish();
        });
      });
      request.setTimeout(TIMEOUT_MS, () => {
        if (counted) timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        if (counted) errors += 1;
        finish();
      });
      request.end(body);
    };
    // Timers fire about once per millisecond; each tick sends every request that has come due.
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent >= total) clearInterval(timer);
    }, 1);
  });

  function summary(): LoadResult {
    const sorted = Float64Array.from(latencies).sort();
    const at = (q: number) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1)) : 0);
    const ok = Object.entries(statusCodes).reduce((sum, [code, { count }]) => sum + (/^[23]/.test(code) ? count : 0), 0);
    return {
      requests: total - warmup,
      warmup,
      ok,
      non2xx: latencies.length - ok,
      errors,
      timeouts,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: at(1),
      statusCodes,
    };
  }
}
