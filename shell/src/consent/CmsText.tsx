import { createElement, Fragment, type ReactNode } from 'react';
import { withLangPrefix, type Lang } from '@portal/shared-domain';

/** The only elements the banner's CMS text keeps; everything else is reduced to its text. */
const KEPT = new Set(['p', 'strong', 'em', 'b', 'i', 'br', 'a']);

/**
 * One piece of HTML: a comment, an element whose content is never text (dropped whole), a tag
 * (attribute values quoted or not), or text up to the next `<`. A `<` that starts none of them is text.
 */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|template|textarea|title)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<|[^<]+/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character references the API's serialization writes (DOMPurify: &amp; &lt; &gt; &quot; &nbsp;), and numeric ones. */
function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? reference;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

function safeHref(href: string, lang: Lang): string | null {
  if (/^\/(?!\/)/.test(href)) return withLangPrefix(href, lang);
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

type Open = { tag: string; href: string | null; children: ReactNode[] };

/**
 * The cookie banner's CMS rich text, the same in the browser and on the server (the banner a
 * page drawn in the browser comes with, server/render.tsx), without a sanitiser library: the
 * HTML is read by a small tokenizer and rebuilt as React elements from a short allow-list, so
 * nothing in it is ever given to the browser as HTML; links keep only site paths (with the
 * language prefix), http(s) and mailto. Elements the allow-list leaves out give their text.
 */
export function CmsText({ html, lang }: { html: string; lang: Lang }) {
  const root: Open = { tag: '', href: null, children: [] };
  const open: Open[] = [root];
  const close = (element: Open) => {
    const { tag, href, children } = element;
    const parent = open[open.length - 1];
    // A link whose target is not allowed gives its text.
    if (tag === 'a' && !href) parent.children.push(...children);
    // Children as arguments, not an array: they need no keys.
    else parent.children.push(createElement(tag, href ? { href } : null, ...children));
  };
  for (const [token, , slash, name, attributes] of html.matchAll(TOKEN)) {
    const tag = name?.toLowerCase();
    if (tag === undefined) {
      if (!token.startsWith('<') || token === '<') open[open.length - 1].children.push(decode(token));
    } else if (!KEPT.has(tag)) {
      // Left out, its text kept.
    } else if (tag === 'br') {
      if (!slash) close({ tag, href: null, children: [] });
    } else if (!slash) {
      open.push({ tag, href: tag === 'a' ? safeHref(decode(attributes.match(HREF)?.slice(1).find((value) => value !== undefined) ?? ''), lang) : null, children: [] });
    } else {
      const at = open.findLastIndex((element) => element.tag === tag);
      // An end tag closes its element and any left open inside it; one without a start is ignored.
      while (at > 0 && open.length > at) close(open.pop() as Open);
    }
  }
  while (open.length > 1) close(open.pop() as Open);
  return createElement(Fragment, null, ...root.children);
}
