/**
 * bench:web's broadcast spike on the portal server itself: the server-rendered HTML of public
 * pages, as phones ask for it (gzip), first visits and revalidations of a page they hold
 * (If-None-Match). The load generator runs on two worker threads: one thread topped out at
 * ~4,000 answers of 17 KB a second while the server's thread was 88 % idle (its CPU profile). The
 * server's own CPU time per read is reported beside the rate: it does not depend on how fast the
 * generator is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

/** CPU time (user + system) of a process in µs, from Linux's /proc (USER_HZ 100); undefined elsewhere. */
function processCpu(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * The spike's table rows: per page, reads/s, p50/p99, the server's CPU per read, failures and the
 * load average for first visits and revalidations, then the headers of the page's answer.
 * @param {{ origin: string, serverPid: number, pagePaths: string[], seconds: number }} options
 */
export async function spikeRows({ origin, serverPid, pagePaths, seconds }) {
  const rows = [];
  for (const pagePath of pagePaths) {
    const first = await fetch(`${origin}${pagePath}`, { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag');
    const variants = [['first visit', { 'accept-encoding': 'gzip' }]];
    if (etag) variants.push(['revalidation', { 'accept-encoding': 'gzip', 'if-none-match': etag }]);
    for (const [label, headers] of variants) {
      const loadBefore = load();
      const cpuBefore = processCpu(serverPid);
      const result = await autocannon({ url: `${origin}${pagePath}`, connections: 50, workers: 2, duration: seconds, headers });
      const cpu = processCpu(serverPid);
      const bad = result.non2xx - (label === 'revalidation' ? result['3xx'] : 0) + result.errors;
      const perRead = cpu !== undefined && cpuBefore !== undefined && result.requests.total > 0 ? `${Math.round((cpu - cpuBefore) / result.requests.total)} µs` : '—';
      rows.push([`${pagePath} (${label})`, Math.round(result.requests.total / seconds).toLocaleString('en-US'), `${result.latency.p50} / ${result.latency.p99} ms`, perRead, String(bad), `${loadBefore} → ${load()}`]);
    }
    rows.push([`  headers of ${pagePath}`, `${first.status}`, `cache-control: ${first.headers.get('cache-control')}`, `etag: ${etag ? 'yes' : 'no'}`, `content-encoding: ${first.headers.get('content-encoding')}`, '']);
  }
  return rows;
}
