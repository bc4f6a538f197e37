import type { Payload } from 'payload';
import type { ToHtml } from './map';
import { sanitizeHtml } from './sanitize-html';

/**
 * Rich text (Lexical JSON) → HTML with Payload's own converters, sanitized. Internal links to
 * pages become their paths without language prefix; the site adds the prefix when it renders them.
 */
export async function lexicalHtml(_payload: Payload): Promise<ToHtml> {
  const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html');
  return (data) => {
    if (!data || typeof data !== 'object' || !('root' in data)) return '';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return sanitizeHtml(convertLexicalToHTML({ data: data as any, disableContainer: true }));
  };
}
