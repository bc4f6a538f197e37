/**
 * An entry of shared-domain always on the page with another (one it imports by package name: the
 * wizard engine and its core, the engine and validation) must import that one by name, not its
 * files by path, or a wizard step carries the engine's core twice (tools/jest/entry-files.ts).
 * Unlike shared-ui's, the core entry is left out: the API server bundles the engine and validation
 * without the browser's core, so they keep their own copies of its few small files (the language
 * list, route names, the IBAN format).
 */
import path from 'node:path';
import { copiesOf, walkEntries } from '../../tools/jest/entry-files';

const libraryDir = path.resolve(__dirname, '..');
const CORE = '@portal/shared-domain';
const walked = walkEntries(libraryDir, CORE);
const coreFiles = walked.get(CORE)?.files ?? new Set<string>();

describe('shared-domain entry points', () => {
  it('finds every entry and what it bundles', () => {
    expect([...walked.keys()].sort()).toEqual(expect.arrayContaining([CORE, `${CORE}/wizard`, `${CORE}/wizard-core`, `${CORE}/validation`]));
    // The engine imports its core by name: the relation the check below relies on.
    expect(walked.get(`${CORE}/wizard`)?.imports).toContain(`${CORE}/wizard-core`);
  });

  it.each([...walked.keys()].filter((entry) => entry !== CORE))('%s bundles no file of an entry it imports by name', (entry) => {
    expect(copiesOf(walked, entry, walked.get(entry)?.imports ?? [], libraryDir, coreFiles)).toEqual([]);
  });
});
