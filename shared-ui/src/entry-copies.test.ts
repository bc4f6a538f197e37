/**
 * An entry of shared-ui that is always on the page with another (the core, which the shell loads
 * on every page; an entry it imports by package name) must import that one by package name, not
 * its files by path: the wizard step carried the error page, the loading page, the hooks and the
 * wizard's sheet twice (tools/jest/entry-files.ts).
 */
import path from 'node:path';
import { copiesOf, walkEntries } from '../../tools/jest/entry-files';

const libraryDir = path.resolve(__dirname, '..');
const CORE = '@portal/shared-ui';
const walked = walkEntries(libraryDir, CORE);

describe('shared-ui entry points', () => {
  it('finds every entry and what it bundles', () => {
    expect([...walked.keys()].sort()).toEqual(expect.arrayContaining([CORE, `${CORE}/wizard`, `${CORE}/flow`, `${CORE}/flow-pages`]));
    // The runner imports the wizard chrome by name: the relation the check below relies on.
    expect(walked.get(`${CORE}/flow`)?.imports).toContain(`${CORE}/wizard`);
  });

  it.each([...walked.keys()].filter((entry) => entry !== CORE))('%s bundles no file of an entry always loaded with it', (entry) => {
    expect(copiesOf(walked, entry, [CORE, ...(walked.get(entry)?.imports ?? [])], libraryDir)).toEqual([]);
  });
});
