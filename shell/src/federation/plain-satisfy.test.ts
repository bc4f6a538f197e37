/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { plainSatisfy } from './plain-satisfy';

/** Build tooling outside the shell's sources, loaded by path (as boot-chunks.test.ts does). */
const tools = path.join(__dirname, '../../../tools/webpack');
interface SharedEntry {
  version: string;
  requiredVersion: string;
}
const loadShared = async () => ((await import(path.join(tools, 'shared.js'))) as { createSharedConfig: () => Record<string, SharedEntry> }).createSharedConfig();
type CreateConfig = { createShellConfig: (dir: string, env: object, argv: object) => Configuration; root: string };

const versions = ['0.0.0', '0.0.3', '0.0.4', '0.1.0', '0.2.2', '0.2.3', '0.2.9', '0.3.0', '1.0.0', '1.0.1', '1.2.3', '1.10.0', '2.0.0', '6.0.3', '7.1.14', '19.2.0', '19.3.1', '20.0.0', '1.0.0-beta.1', 'v1.0.0', '1.0', ''];
const bounds = ['0.0.0', '0.0.3', '0.2.3', '1.0.0', '1.2.3', '2.0.0', '6.0.3', '19.2.0', '1.0.0-rc.1'];
const operators = ['^', '<=', '>=', '<', '>', '=', '', '~', ' ^', 'v'];

describe('plainSatisfy', () => {
  it('answers as the MF runtime does wherever it answers', () => {
    let answered = 0;
    for (const version of versions)
      for (const bound of bounds)
        for (const operator of operators) {
          const range = operator + bound;
          const plain = plainSatisfy(version, range);
          if (plain === undefined) continue;
          answered++;
          expect([version, range, plain]).toEqual([version, range, runtimeSatisfy(version, range)]);
        }
    expect(answered).toBeGreaterThan(500);
  });

  it('answers every version check our builds declare, and the runtime\'s "is lower" test', async () => {
    for (const [name, { version, requiredVersion }] of Object.entries(await loadShared())) expect([name, plainSatisfy(version, requiredVersion)]).toEqual([name, true]);
    // A remote built against the next major of our libraries is refused (its error state).
    expect(plainSatisfy('1.0.0', '^2.0.0')).toBe(false);
    expect(plainSatisfy('19.2.0', '<=19.3.1')).toBe(true);
    expect(plainSatisfy('19.3.1', '<=19.2.0')).toBe(false);
  });

  it('leaves pre-releases, x-ranges, tildes and alternatives to the runtime', () => {
    for (const [version, range] of [['1.0.0-beta.1', '^1.0.0'], ['1.2.0', '1.x'], ['1.2.0', '~1.2.0'], ['1.2.0', '^1.0.0 || ^2.0.0'], ['1.2.0', '>=1.0.0'], ['1.2.0', '*']])
      expect(plainSatisfy(version, range)).toBeUndefined();
  });
});

describe("the shell's build", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'runtime-semver-'));
    writeFileSync(path.join(dir, 'entry.js'), "export { satisfy } from '@module-federation/runtime-core';");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the MF runtime the plain check, falling back to the runtime's parser", async () => {
    const createConfig = (await import(path.join(tools, 'create-config.js'))) as CreateConfig;
    const shell = createConfig.createShellConfig(path.join(__dirname, '../..'), {}, { mode: 'production' });
    const replacement = shell.plugins!.find((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin);
    const compiler = webpack({
      context: dir,
      mode: 'none',
      target: 'node',
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: 'bundle.js', library: { type: 'commonjs2' } },
      resolve: shell.resolve,
      resolveLoader: { modules: [path.join(createConfig.root, 'node_modules')] },
      module: { rules: shell.module!.rules!.slice(0, 1) },
      plugins: [replacement!],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
    const bundle = path.join(dir, 'dist/bundle.js');
    expect(readFileSync(bundle, 'utf8')).toContain('function plainSatisfy(');
    const { satisfy } = (await import(bundle)) as { satisfy: (version: string, range: string) => boolean };
    expect(satisfy('19.3.1', '^19.2.0')).toBe(true);
    expect(satisfy('1.0.0', '^2.0.0')).toBe(false);
    // Past the plain check: the runtime's own parser.
    expect(satisfy('1.0.0-beta.2', '^1.0.0-beta.1')).toBe(true);
    expect(satisfy('2.1.0', '^1.0.0 || ^2.0.0')).toBe(true);
  }, 60_000);
});
