import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentClient } from '../content/content-client';
import { openDatabase } from '../db/database';
import { createDatabase, databaseUrl } from './server-databases';

const root = path.resolve(__dirname, '../../..');
const CACHE = path.join(root, 'node_modules/.cache');

function filesOf(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

function sourceHash(sources: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of sources.flatMap(filesOf)) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data directory built once per version of its sources (hashed), in a temporary folder that is
 * renamed when done, so a build cut short is never used. Older versions are removed.
 */
async function cachedTemplate(name: string, sources: string[], build: (dir: string) => Promise<void>): Promise<string> {
  const cache = path.join(CACHE, name);
  const dir = path.join(cache, sourceHash(sources));
  if (fs.existsSync(dir)) return dir;
  fs.rmSync(cache, { recursive: true, force: true });
  fs.mkdirSync(cache, { recursive: true });
  const building = fs.mkdtempSync(path.join(cache, 'building-'));
  await build(building);
  fs.renameSync(building, dir);
  return dir;
}

/**
 * The embedded CMS migrated and seeded with the demo content (`{dir}/cms`: its PGlite database,
 * media, documents and audio). Sources: its code, its seed files, the content types, the installed
 * packages. A file's CMS then starts in about 5 s instead of migrating and seeding for about 30 s.
 */
export function seededCmsTemplate(): Promise<string> {
  const sources = ['cms/src', 'cms/seed-files', 'cms/package.json', 'shared-domain/src/content', 'package-lock.json'];
  return cachedTemplate('api-test-cms', sources, async (dir) => {
    const content = new ContentClient({ dataDir: dir, seed: true });
    try {
      await content.start();
    } finally {
      await content.close();
    }
  });
}

/**
 * The API's embedded database with every migration applied (`{dir}/pglite`). A new PGlite data
 * directory runs initdb first, about 3.5 s of WebAssembly here; opening a copy takes 0.7 s.
 * Sources: the migrations, the thread that creates the database (its PGlite options) and the
 * installed packages (PGlite's version).
 */
export function migratedDatabaseTemplate(): Promise<string> {
  const sources = ['api/src/db/migrations', 'api/src/db/migrate.ts', 'api/src/db/pglite-worker.cjs', 'package-lock.json'];
  return cachedTemplate('api-test-db', sources, async (dir) => {
    const { db } = await openDatabase({ dataDir: dir });
    await db.destroy();
  });
}

/**
 * On PostgreSQL: the demo CMS seeded once per run into a database of its own, which each seeding
 * app's database copies (server-databases.ts); its files (media, documents, audio, the CMS's
 * secret) in `{dir}/cms`. The server's databases outlive a run, so this one is not kept between
 * runs; the global teardown drops it.
 */
export async function seededCmsDatabase(): Promise<{ database: string; dir: string }> {
  const database = await createDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-cms-'));
  const content = new ContentClient({ dataDir: dir, databaseUrl: databaseUrl(database), seed: true });
  try {
    await content.start();
  } finally {
    await content.close();
  }
  return { database, dir };
}

/**
 * A new test data directory starts from the migrated database (PGlite), and from the seeded
 * CMS's files (its PGlite database too, on PGlite) where the app would seed the demo content. The
 * app's open still runs the migrator, which then finds nothing pending, as on a restart.
 */
export function copyTemplates(dataDir: string, { cms }: { cms: boolean }): void {
  const database = process.env.TEST_DB_TEMPLATE;
  if (database) fs.cpSync(path.join(database, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const content = process.env.TEST_CMS_TEMPLATE;
  if (cms && content) fs.cpSync(path.join(content, 'cms'), path.join(dataDir, 'cms'), { recursive: true });
}
