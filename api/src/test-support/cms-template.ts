import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ContentClient } from '../content/content-client';

const root = path.resolve(__dirname, '../../..');
/** Everything the seeded demo CMS is made of: its code, its seed files, the content types, the installed packages. */
const SOURCES = ['cms/src', 'cms/seed-files', 'cms/package.json', 'shared-domain/src/content', 'package-lock.json'];
const CACHE = path.join(root, 'node_modules/.cache/api-test-cms');

function filesOf(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap(filesOf)) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The embedded CMS migrated and seeded with the demo content, once per version of its sources
 * (about 30 s), in a data directory that test files copy (`{dir}/cms`: its PGlite database,
 * media, documents and audio) instead of each migrating and seeding their own (its start then
 * takes about 5 s). Built into a temporary folder and renamed, so a build cut short is never used.
 */
export async function seededCmsTemplate(): Promise<string> {
  const dir = path.join(CACHE, sourceHash());
  if (fs.existsSync(dir)) return dir;
  fs.rmSync(CACHE, { recursive: true, force: true });
  fs.mkdirSync(CACHE, { recursive: true });
  const building = fs.mkdtempSync(path.join(CACHE, 'building-'));
  const content = new ContentClient({ dataDir: building, seed: true });
  try {
    await content.start();
  } finally {
    await content.close();
  }
  fs.renameSync(building, dir);
  return dir;
}

/** A new test data directory starts from the template's CMS, where the app would seed the demo content. */
export function copyCmsTemplate(dataDir: string): void {
  const template = process.env.TEST_CMS_TEMPLATE;
  if (template) fs.cpSync(path.join(template, 'cms'), path.join(dataDir, 'cms'), { recursive: true });
}
