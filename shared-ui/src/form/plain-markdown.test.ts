import type { LocalizedText } from '@portal/shared-domain/validation';
import * as flows from '@portal/shared-domain/src/flows';
import { renderMarkdown } from './markdown-html';
import { plainParagraphHtml } from './plain-markdown';

/** Every text of the flows' definitions, in every language (objects with `de`, `fr` and `it`). */
function flowTexts(): string[] {
  const texts = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.de === 'string' && typeof record.fr === 'string') for (const lang of ['de', 'fr', 'it']) if (typeof record[lang] === 'string') texts.add(record[lang]);
    for (const child of Object.values(record)) walk(child);
  };
  walk(flows);
  return [...texts];
}

// The country names are flow texts too (FE390's and FG320's options, a chunk of their own in the browser).
beforeAll(() => flows.loadPlaces());

test('a text it renders comes out exactly as marked renders it, for every text of the flows', () => {
  const texts = flowTexts();
  expect(texts.length).toBeGreaterThan(1000);
  const plain = texts.filter((text) => plainParagraphHtml(text) !== null);
  // Nearly all are plain paragraphs (the quick checks' all are); a link is not.
  expect(plain.length).toBeGreaterThan(texts.length * 0.9);
  for (const text of plain) expect([text, plainParagraphHtml(text)]).toEqual([text, renderMarkdown(text, 'neu')]);
  for (const flow of [flows.singlePersonQuickCheck, flows.groupQuickCheck, flows.projectQuickCheck]) {
    const intro = flow.quickCheckTexts!.intro as LocalizedText;
    for (const lang of ['de', 'fr', 'it'] as const) expect(plainParagraphHtml(intro[lang])).not.toBeNull();
  }
});

test('anything markdown could change is left to marked', () => {
  const markdown = [
    '**Wichtig:** bitte lesen',
    'Ein _betontes_ Wort',
    'Siehe [Merkblatt](/merkblatt.pdf)',
    'Zeile eins\nZeile zwei',
    'Absatz\n\n\nAbsatz',
    'Absatz\n\n- Liste',
    '- eins',
    '1. Schritt',
    '2) Schritt',
    '# Titel',
    '> Zitat',
    'Code `x`',
    'durch~gestrichen~',
    'A & B',
    'a <b>fett</b>',
    'Pfad C:\\Daten',
    'Spalte | Spalte',
    'Mail an info@example.org',
    'Siehe https://example.org',
    'Siehe www.example.org',
    ' eingerückt',
    'am Ende ',
    '    Code',
    '',
  ];
  for (const source of markdown) expect([source, plainParagraphHtml(source)]).toEqual([source, null]);
});

test('paragraphs separated by a blank line are paragraphs, as marked makes them', () => {
  const source = 'Wir finanzieren nur Defizite.\n\nSie tragen mindestens CHF 100 selbst.';
  expect(plainParagraphHtml(source)).toBe('<p>Wir finanzieren nur Defizite.</p>\n<p>Sie tragen mindestens CHF 100 selbst.</p>\n');
  expect(plainParagraphHtml(source)).toBe(renderMarkdown(source, 'neu'));
});

test('quotes and apostrophes are escaped as marked escapes them', () => {
  const source = 'Die «Stiftung» sagt: "Ja", l\'aide – 50 % (CHF 1’000.–)!';
  expect(plainParagraphHtml(source)).toBe(renderMarkdown(source, 'neu'));
  expect(plainParagraphHtml(source)).toBe('<p>Die «Stiftung» sagt: &quot;Ja&quot;, l&#39;aide – 50 % (CHF 1’000.–)!</p>\n');
});
