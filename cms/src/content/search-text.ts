/**
 * The journal's search text: title, intro and the rich text's words in one plain string per
 * language, kept in the entry's hidden field `search_text` (see collections/Journals.ts) so the
 * search (`GET journals?q=`) is one `like` on one column instead of a walk through Lexical JSON.
 */
const MAX_LENGTH = 20_000;

/** The text of a Lexical document's nodes, paragraphs separated by spaces. */
export function lexicalPlainText(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (root) walk(root);
    if (Array.isArray(children)) {
      children.forEach(walk);
      parts.push(' ');
    }
  };
  walk(value);
  return parts.join('');
}

export function searchText(title: unknown, intro: unknown, text: unknown): string {
  return [title, intro, lexicalPlainText(text)]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH);
}
