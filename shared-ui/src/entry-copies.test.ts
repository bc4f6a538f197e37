/**
 * Every entry point of shared-ui is a Module Federation shared module of its own, built into each
 * project. A relative import that crosses into another entry's files bundles a copy of them: when
 * both entries are on a page, the browser downloads and runs those modules twice (the wizard step
 * carried the error page, the loading page, the hooks and the wizard's sheet twice). An entry that
 * is always on the page with another (the core, which the shell loads on every page; an entry it
 * imports by package name) must import it by package name instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
const libraryDir = path.resolve(__dirname, '..');
const CORE = '@portal/shared-ui';
/** shared-ui's shared modules, as the one shared configuration of every build lists them. */
const SHARED_CONFIG = readFileSync(path.join(libraryDir, '../tools/webpack/shared.js'), 'utf8');

/** The file of an entry: the package's main for the core, `<name>.ts` beside it for the others. */
function entryFile(entry: string): string {
  return entry === CORE ? path.join(libraryDir, 'src/index.ts') : path.join(libraryDir, `${entry.slice(CORE.length + 1)}.ts`);
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => /\.(tsx?|css)$/.test(file) && existsSync(file));
}

/** The files an entry bundles (static imports; a dynamic import is a chunk loaded on demand) and the entries it imports by name. */
function walk(entry: string, entries: Set<string>): { files: Set<string>; imports: Set<string> } {
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
}

const entries = new Set([...SHARED_CONFIG.matchAll(/'(@portal\/shared-ui(?:\/[\w-]+)?)': ownLibrary/g)].map(([, name]) => name));
const walked = new Map([...entries].map((entry) => [entry, walk(entry, entries)]));

describe('shared-ui entry points', () => {
  it('finds every entry and what it bundles', () => {
    expect([...entries].sort()).toEqual(expect.arrayContaining([CORE, `${CORE}/wizard`, `${CORE}/flow`, `${CORE}/flow-pages`]));
    // The runner imports the wizard chrome by name: the relation the check below relies on.
    expect(walked.get(`${CORE}/flow`)?.imports).toContain(`${CORE}/wizard`);
  });

  it.each([...entries].filter((entry) => entry !== CORE))('%s bundles no file of an entry always loaded with it', (entry) => {
    const own = walked.get(entry) as { files: Set<string>; imports: Set<string> };
    const copies = [CORE, ...own.imports].flatMap((other) =>
      [...own.files].filter((file) => walked.get(other)?.files.has(file)).map((file) => `${path.relative(libraryDir, file)} (of ${other})`),
    );
    expect(copies).toEqual([]);
  });
});
