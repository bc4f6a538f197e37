/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { CmsText } from './CmsText';

/** The same element tree in the browser and on the server: rendered here without a DOM. */
const text = (html: string, lang: 'de' | 'fr' = 'de') => renderToStaticMarkup(<CmsText html={html} lang={lang} />);

test("the API's rich text keeps paragraphs, emphasis, line breaks and links, with their character references", () => {
  expect(text('<p>Wir <strong>verwenden</strong> <em>Cookies</em> &amp; Statistiken&nbsp;– <a href="/cookies">mehr&nbsp;dazu</a>.<br>Zeile 2</p><p>&lt;b&gt; bleibt Text</p>')).toBe(
    '<p>Wir <strong>verwenden</strong> <em>Cookies</em> &amp; Statistiken\u00a0– <a href="/cookies">mehr\u00a0dazu</a>.<br/>Zeile 2</p><p>&lt;b&gt; bleibt Text</p>',
  );
  // Internal links get the page's language; http(s) and mailto stay as they are.
  expect(text('<p><a href="/datenschutz">Datenschutz</a> <a href="https://example.org/a?b=1&amp;c=2">extern</a> <a href="mailto:info@example.org">Mail</a></p>', 'fr')).toBe(
    '<p><a href="/fr/datenschutz">Datenschutz</a> <a href="https://example.org/a?b=1&amp;c=2">extern</a> <a href="mailto:info@example.org">Mail</a></p>',
  );
});

test('anything active or not allowed is reduced to its text or dropped', () => {
  expect(text('<p onclick="x()">Text<img src=x onerror="alert(1)"><a href="javascript:alert(1)">böse</a><a href=\'//evil.example\'>fremd</a></p>')).toBe('<p>Textbösefremd</p>');
  expect(text('<script>alert(1)</script><style>p{}</style><!-- Kommentar --><ul><li>Punkt</li></ul><div title="a > b">Block</div>')).toBe('PunktBlock');
  // Unclosed and stray tags: the allowed ones close at the end, end tags without a start are ignored.
  expect(text('<p>offen <strong>fett</p> danach</em> 1 < 2')).toBe('<p>offen <strong>fett</strong></p> danach 1 &lt; 2');
});
