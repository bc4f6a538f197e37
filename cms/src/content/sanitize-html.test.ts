import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text, formatting and links and removes scripts, event handlers and script URLs', () => {
    const html = sanitizeHtml(
      '<p>Seit <strong>1950</strong> <a href="/kontakt" target="_blank" rel="noopener noreferrer">für alle</a>.</p>' +
        '<script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)">klick</a><iframe src="https://example.org"></iframe><!-- intern -->',
    );
    expect(html).toContain('<p>Seit <strong>1950</strong> <a href="/kontakt"');
    expect(html).toContain('für alle</a>.</p>');
    expect(html).toContain('<img src="x" alt="">');
    expect(html).not.toMatch(/script|onerror|iframe|intern/);
  });

  it('writes attribute values in double quotes with quotes escaped (the site rewrites hrefs in it as text)', () => {
    expect(sanitizeHtml(`<a title='Sag "Hallo" > hier' href='/ueber-uns?a=1&b=2'>x</a>`)).toBe(
      '<a title="Sag &quot;Hallo&quot; > hier" href="/ueber-uns?a=1&amp;b=2">x</a>',
    );
  });
});
