/**
 * What each entry point of one of our libraries bundles, for the entry-copies tests of shared-ui
 * and shared-domain. Every entry is a Module Federation shared module of its own, built into each
 * project: a relative import that crosses into another entry's files bundles a copy of them, and a
 * page with both entries downloads and runs those modules twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The library's shared modules, as the one shared configuration of every build lists them. */
export function sharedEntries(core: string): string[] {
  const config = readFileSync(path.join(__dirname, '../webpack/shared.js'), 'utf8');
  const pattern = new RegExp(`'(${core.replace('/', '\\/')}(?:\\/[\\w-]+)?)': ownLibrary`, 'g');
  return [...config.matchAll(pattern)].map(([, name]) => name);
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => /\.(tsx?|css)$/.test(file) && existsSync(file));
}

export interface EntryFiles {
  /** The files the entry bundles (static imports; a dynamic import is a chunk loaded on demand). */
  files: Set<string>;
  /** The library's other entries it imports by name. */
  imports: Set<string>;
}

/** Each entry of the library in `libraryDir` (the core: the package's src/index.ts; the others: `<name>.ts` beside it) with what it bundles. */
export function walkEntries(libraryDir: string, core: string): Map<string, EntryFiles> {
  const entries = new Set(sharedEntries(core));
  const entryFile = (entry: string) => (entry === core ? path.join(libraryDir, 'src/index.ts') : path.join(libraryDir, `${entry.slice(core.length + 1)}.ts`));
  const walk = (entry: string): EntryFiles => {
    const files = new Set<string>();
    const imports = new Set<string>();
    const pending = [entryFile(entry)];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (files.has(file)) continue;
      files.add(file);
      if (!/\.tsx?$/.test(file)) continue;
      for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
        if (typeOnly) continue;
        if (specifier.startsWith('.')) {
          const resolved = resolveRelative(file, specifier);
          if (resolved) pending.push(resolved);
        } else if (entries.has(specifier) && specifier !== entry) imports.add(specifier);
      }
    }
    return { files, imports };
  };
  return new Map([...entries].map((entry) => [entry, walk(entry)]));
}

/** Files `entry` bundles that an entry in `others` bundles too, as `file (of other)`; files in `allowed` are not counted. */
export function copiesOf(walked: Map<string, EntryFiles>, entry: string, others: Iterable<string>, libraryDir: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const own = [...(walked.get(entry) as EntryFiles).files].filter((file) => !allowed.has(file));
  return [...others].flatMap((other) => own.filter((file) => walked.get(other)?.files.has(file)).map((file) => `${path.relative(libraryDir, file)} (of ${other})`));
}
