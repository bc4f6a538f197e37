import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Lang } from '../languages';
import type { Flow } from '../wizard/types';
import { groupFlows } from '../../flows/group';
import { projectFlows } from '../../flows/project';
import { singlePersonFlows } from '../../flows/single-person';

/** tools/webpack/flow-language-loader.js: build tooling outside the sources, loaded by path. */
type Loader = (this: object, source: string) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require(path.join(__dirname, '../../../tools/webpack/flow-language-loader.js')) as Loader;

/** What the browser build's loader makes of `source`, as a module of `file` asked for in `lang`. */
function compiledIn(source: string, file: string, lang: Lang): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call({ resourcePath: file, resourceQuery: `?lang=${lang}`, async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)) }, source);
  });
}

const ENTRIES = { 'single-person': singlePersonFlows, group: groupFlows, project: projectFlows };

/** Every `{ de, fr, it }` a flow's definition holds as data (getters are not read: the place lists load on demand). */
function textsOf(value: unknown, found: Array<Record<Lang, string>> = [], seen = new Set<unknown>()): Array<Record<Lang, string>> {
  if (!value || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  const texts = value as Record<string, unknown>;
  if (LANGUAGES.every((lang) => typeof texts[lang] === 'string')) found.push(texts as Record<Lang, string>);
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value))) if ('value' in descriptor) textsOf(descriptor.value, found, seen);
  return found;
}

describe('a flow module in one language (tools/webpack/flow-language-loader.js)', () => {
  const file = path.join(__dirname, 'single-person/example.ts');
  const source = [
    "import { RULE } from './rules';",
    "import { loadPlaces } from './places';",
    "import type { Flow } from '../wizard/types';",
    "import { defineFlow } from '@portal/shared-domain/wizard-core';",
    "export { GROUP_RULE } from '../group/rules';",
    'const t = (de: string, fr: string, it: string) => ({ de, fr, it });',
    'const option = (value: number, de: string, fr: string, it: string) => ({ value, label: { de, fr, it } });',
    'const joined = (de: string, en: string, it: string) => de + en + it;',
    "export const texts = [t('Ja', 'Oui', 'Sì'), option(1, 'Eins', 'Un', 'Uno'), { de: 'Haus', fr: 'Maison', it: `Casa ${RULE}` }];",
    "export const others = [joined('Tag', 'day', 'giorno'), { de: 'nur', en: 'only' }, defineFlow, loadPlaces];",
  ].join('\n');

  it("keeps the page's language and empties the other two, in objects and in calls of helpers with de, fr and it parameters", async () => {
    const french = await compiledIn(source, file, 'fr');
    expect(french).toContain(`t("", 'Oui', "")`);
    expect(french).toContain(`option(1, "", 'Un', "")`);
    expect(french).toContain(`{ de: "", fr: 'Maison', it: "" }`);
    // Neither a helper without language parameters nor an object that is not a text is touched.
    expect(french).toContain("joined('Tag', 'day', 'giorno')");
    expect(french).toContain("{ de: 'nur', en: 'only' }");
    const italian = await compiledIn(source, file, 'it');
    expect(italian).toContain('{ de: "", fr: "", it: `Casa ${RULE}` }');
  });

  it("imports the other flow modules in the same language, the place lists and everything else as they are", async () => {
    const german = await compiledIn(source, file, 'de');
    expect(german).toContain('from "./rules?lang=de"');
    expect(german).toContain('from "../group/rules?lang=de"');
    expect(german).toContain("from './places'");
    expect(german).toContain("from '../wizard/types'");
    expect(german).toContain("from '@portal/shared-domain/wizard-core'");
  });

  it('leaves a module without a language as it is (the server and the API read every language)', () => {
    const context = { resourcePath: file, resourceQuery: '', async: () => undefined };
    expect(loader.call(context, source)).toBe(source);
  });

  describe.each(Object.entries(ENTRIES))('the %s flows', (flowDir, entry) => {
    const dir = path.join(__dirname, flowDir);
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

    it.each(Object.keys(entry))("%s: each language's loader gives the flow, and its modules in German hold none of its French or Italian texts", async (stage) => {
      const flows = await Promise.all(LANGUAGES.map((lang) => (entry as Record<string, (lang: Lang) => Promise<Flow>>)[stage](lang)));
      expect(new Set(flows.map((flow) => flow.id)).size).toBe(1);
      const texts = textsOf(flows[0]);
      expect(texts.length).toBeGreaterThan(5);
      const german = (await Promise.all(files.map((name) => compiledIn(readFileSync(path.join(dir, name), 'utf8'), path.join(dir, name), 'de')))).join('\n');
      // Texts written in the source as they are (no quote, backslash or template part to escape).
      const foreign = texts.flatMap(({ de, fr, it }) => [fr, it].filter((text) => text !== de && text.length > 3 && !/['"`\\$\u00a0\u202f]/.test(text)));
      expect(foreign.length).toBeGreaterThan(5);
      const written = (text: string) => ["'", '"', '`'].some((quote) => german.includes(`${quote}${text}${quote}`));
      expect(foreign.filter(written)).toEqual([]);
      expect(texts.some(({ de }) => written(de))).toBe(true);
    });
  });
});
