import { localizeLinks } from './RichText';

describe('localizeLinks', () => {
  it('gives internal page links the language prefix and leaves the rest as it is', () => {
    const html =
      '<p><a href="/kontakt">Kontakt</a>, <a href="/">Start</a>, <a href="https://example.org/x">extern</a>, ' +
      '<a href="//cdn.example.org/x">cdn</a>, <a href="/img/media/a.jpg">Bild</a>, <a href="/api/documents/a.pdf">PDF</a>, ' +
      '<a href="/fr/dons">schon französisch</a>, <a href="mailto:info@example.org">Mail</a></p>';
    expect(localizeLinks(html, 'fr')).toBe(
      '<p><a href="/fr/kontakt">Kontakt</a>, <a href="/fr">Start</a>, <a href="https://example.org/x">extern</a>, ' +
        '<a href="//cdn.example.org/x">cdn</a>, <a href="/img/media/a.jpg">Bild</a>, <a href="/api/documents/a.pdf">PDF</a>, ' +
        '<a href="/fr/dons">schon französisch</a>, <a href="mailto:info@example.org">Mail</a></p>',
    );
  });

  it('finds the href after other attributes, also one whose value holds a ">"', () => {
    expect(localizeLinks('<a title="a > b" target="_blank" href="/ueber-uns?a=1&amp;b=2" rel="noopener">x</a>', 'it')).toBe(
      '<a title="a > b" target="_blank" href="/it/ueber-uns?a=1&amp;b=2" rel="noopener">x</a>',
    );
  });

  it('never touches text that only looks like a link, nor German pages', () => {
    const text = '<p>&lt;a href="/kontakt"&gt; und <abbr title="x">href="/kontakt"</abbr></p>';
    expect(localizeLinks(text, 'fr')).toBe(text);
    expect(localizeLinks('<a href="/kontakt">x</a>', 'de')).toBe('<a href="/kontakt">x</a>');
  });
});
