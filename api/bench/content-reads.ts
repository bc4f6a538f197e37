/**
 * The broadcast spike of `npm run bench:api`: a CMS page (GET /api/pages/gesuche, the real
 * content route, demo content seeded) and a resized CMS image (GET /img/media/…) read as fast as
 * the server answers, both from the API's caches (the first read fills them), plus the page's
 * revalidation (If-None-Match → 304). Prints the answers' cache headers beside the rates. Runs on
 * PGlite: with the caches warm the database is not read, and the CMS's PostgreSQL schema `cms`
 * stays the tests' own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { cmsMediaDirOf } from '../src/config';
import { ALLOWED_SIZES } from '../src/images/image-request';
import { loadavg, printTable, type Row } from './load-process';
import type { LoadResult } from './load-process';
import type { LoadJob } from './save-answers';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 50;
const PAGE = '/api/pages/gesuche';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

export async function benchContent(runLoad: (job: LoadJob) => Promise<LoadResult>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-content-'));
  const app = await buildApp({
    dataDir,
    // PGlite even when DATABASE_URL is set for the saves: a CMS schema left in that database by
    // an earlier run would start without this run's media files.
    databaseUrl: undefined,
    seedDemo: false,
    logger: true,
    logLevel: process.env.LOG_LEVEL || 'warn',
    printMail: () => undefined,
    jwtSecret: 'bench',
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    await app.services.content.start();
    console.log(`\nCMS started with the demo content in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const media = fs.readdirSync(cmsMediaDirOf(app.services.options)).find((file) => /\.(jpe?g|png)$/i.test(file));
    if (!media) throw new Error('no image in the demo content');
    const imagePath = `/img/media/${encodeURIComponent(media)}?${ALLOWED_SIZES.split(', ')[0]}`;
    const language = { 'accept-language': 'de' };
    const image = { accept: 'image/avif,image/webp,*/*' };
    // The first reads fill the caches; their headers are the ones a browser gets.
    const page = await fetch(`${url}${PAGE}`, { headers: language });
    const picture = await fetch(`${url}${imagePath}`, { headers: image });
    if (page.status !== 200 || picture.status !== 200) throw new Error(`page ${page.status}, image ${picture.status}`);
    const etag = page.headers.get('etag');
    const header = (response: Response, name: string) => response.headers.get(name) ?? '(none)';

    const section = async (title: string, get: LoadJob['get'], target: string, headers: Row[]) => {
      const before = loadavg();
      const result = await runLoad({ url, get, seconds: SECONDS, connections: CONNECTIONS });
      printTable(
        title,
        [
          ['reads/s, 50 connections, as fast as answered', count(result.ok / SECONDS), target],
          ['p50 / p90 / p99', `${result.p50} / ${result.p90} / ${result.p99} ms`, ''],
          ...headers,
        ],
        before,
        loadavg(),
      );
      const bad = Object.entries(result.statusCodes).filter(([code]) => !/^[23]/.test(code));
      if (bad.length > 0 || result.errors > 0) console.log(`  status codes ${JSON.stringify(Object.fromEntries(bad))}, errors ${result.errors}`);
    };

    await section(`CMS page reads: GET ${PAGE} (de)`, { path: PAGE, headers: language }, '≥ 5,000', [
      ['cache-control', header(page, 'cache-control'), 'no-cache (revalidated)'],
      ['etag', header(page, 'etag'), 'present'],
      ['bytes', count(Number(page.headers.get('content-length') ?? (await page.arrayBuffer()).byteLength)), ''],
    ]);
    if (etag)
      await section(`CMS page revalidations: the same with If-None-Match (304)`, { path: PAGE, headers: { ...language, 'if-none-match': etag } }, '', []);
    await section(`Image reads: GET ${imagePath} (WebP accepted)`, { path: imagePath, headers: image }, '≥ 2,000', [
      ['cache-control', header(picture, 'cache-control'), 'public, max-age=31536000, immutable'],
      ['content-type', header(picture, 'content-type'), ''],
      ['bytes', count((await picture.arrayBuffer()).byteLength), ''],
    ]);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
