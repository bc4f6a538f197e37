import { PRODUCT_NAME } from '../brand';
import type { ContentPage, NavigationPage } from './types';

/**
 * The document title (spec 00 §2.5): '{title} | {product}'; landing pages carry no suffix.
 * {title} is the editor's SEO title when set, else the page title, else the title.
 */
export function documentTitle(page: Pick<ContentPage, 'title' | 'page_title' | 'seo_title' | 'blueprint'>): string {
  const title = page.seo_title?.trim() || page.page_title?.trim() || page.title;
  return page.blueprint === 'landingpage' ? title : `${title} | ${PRODUCT_NAME}`;
}

/** Background (spec 00 §2.5): white on the home page, on pages with an image, or when forced; otherwise green. */
export function pageBackground(page: Pick<ContentPage, 'url' | 'image' | 'force_white_background'>): 'white' | 'green' {
  return page.url === '/' || page.image !== null || page.force_white_background ? 'white' : 'green';
}

export interface Crumb {
  title: string;
  /** Path without language prefix; null for a navigation heading without a page of its own. */
  url: string | null;
}

/** The chain of navigation pages from a top page down to the one whose url is `url`, or null. */
function navigationChain(pages: NavigationPage[], url: string): NavigationPage[] | null {
  for (const page of pages) {
    if (page.url === url) return [page];
    const below = navigationChain(page.children, url);
    if (below) return [page, ...below];
  }
  return null;
}

/**
 * Breadcrumbs (spec 00 §2.7) after 'Startseite' (/), which the caller adds with its translated
 * label: journal entries add their parent page and then themselves; other pages the matched
 * navigation item and its child. A page the navigation does not list follows its parent page's
 * navigation chain (or the parent alone) and then itself, so a visitor still sees where it sits;
 * without a parent it shows itself alone. None on the home page.
 */
export function breadcrumbTrail(
  page: Pick<ContentPage, 'title' | 'url' | 'collection' | 'parent'>,
  navigation: NavigationPage[],
): Crumb[] {
  if (page.url === '/') return [];
  const self = { title: page.title, url: page.url };
  if (page.collection === 'journal') return page.parent ? [{ ...page.parent }, self] : [self];
  const crumbs = (chain: NavigationPage[]) => chain.map((item) => ({ title: item.title, url: item.url }));
  const chain = navigationChain(navigation, page.url);
  if (chain) return crumbs(chain);
  if (!page.parent || page.parent.url === '/') return [self];
  const parentChain = navigationChain(navigation, page.parent.url);
  return [...(parentChain ? crumbs(parentChain) : [{ ...page.parent }]), self];
}

/**
 * The id of a video of the video-hosting service (spec 00 §2.9) from a watch URL
 * (…/watch?v=ID), a short URL (youtu.be/ID), an embed URL (…/embed/ID) or a shorts URL; null
 * when the address is none of these.
 */
export function videoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const valid = (id: string | null | undefined) => (id && /^[\w-]{6,20}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.split('/')[1]);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const match = /^\/(embed|shorts|v|live)\/([^/]+)/.exec(url.pathname);
  return valid(match?.[2]);
}

/** The privacy-enhanced embed address of a video (no cookies until the visitor plays it). */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}

/** A document's download link (spec 00 §2.9, §7.4): 'documents/{path}' → '/api/documents/{path}/download'. */
export function documentDownloadUrl(url: string): string {
  const path = url.replace(/^\/+/, '').replace(/^documents\//, '');
  return `/api/documents/${path.split('/').map(encodeURIComponent).join('/')}/download`;
}

/** An ISO date (yyyy-MM-dd, a timestamp is cut) as dd.MM.yyyy (spec 00 §9). */
export function formatContentDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** A tel: link of a written phone number: '+41 44 123 45 67' → 'tel:+41441234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A link that opens a location in a maps service (no script or embed on the page). */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
