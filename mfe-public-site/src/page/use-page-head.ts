import { useEffect } from 'react';
import { documentTitle, type ContentPage } from '@portal/shared-domain';

/**
 * Sets a <meta name> while the page is shown and takes it back afterwards: a meta tag this page
 * added is removed, an existing one gets its previous content again.
 */
function useMetaTag(name: string, content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const previous = tag?.getAttribute('content') ?? null;
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.appendChild(tag);
    }
    tag.content = content;
    const own = tag;
    return () => {
      if (added) own.remove();
      else if (previous !== null) own.setAttribute('content', previous);
    };
  }, [name, content]);
}

/** The document title of a CMS page, with `heading` in place of its title where it shows a narrower one (the server's <title> too). */
export const pageDocumentTitle = (page: ContentPage, heading?: string) => documentTitle(heading ? { ...page, seo_title: heading } : page);

/**
 * The document title, description and noindex directive of a CMS page (spec 00 §2.5). `heading`
 * replaces the page's title where the page shows a narrower one (a journal rubric page).
 */
export function usePageHead(page: ContentPage, heading?: string): void {
  const title = pageDocumentTitle(page, heading);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useMetaTag('description', page.seo_description?.trim() || null);
  useMetaTag('robots', page.seo_hidden ? 'noindex' : null);
}
