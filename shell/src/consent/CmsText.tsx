import { createElement, Fragment, type ReactNode } from 'react';
import { withLangPrefix, type Lang } from '@portal/shared-domain';

/** The only elements the banner's CMS text keeps; everything else is reduced to its text. */
const KEPT = new Set(['p', 'strong', 'em', 'b', 'i', 'br', 'a']);

function safeHref(href: string, lang: Lang): string | null {
  if (/^\/(?!\/)/.test(href)) return withLangPrefix(href, lang);
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

function render(node: Node, lang: Lang, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, (child, index) => render(child, lang, index));
  const tag = element.tagName.toLowerCase();
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href') ?? '', lang);
    return href ? createElement('a', { key, href }, ...children) : createElement(Fragment, { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * The cookie banner's CMS rich text without a sanitiser library in the shell's first load: the
 * HTML is parsed inert (DOMParser runs nothing) and rebuilt as React elements from a short
 * allow-list; links keep only site paths (with the language prefix), http(s) and mailto.
 */
export function CmsText({ html, lang }: { html: string; lang: Lang }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, (node, index) => render(node, lang, index))}</>;
}
