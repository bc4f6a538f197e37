import type { NavigationPage } from '@portal/shared-domain';

/** A path without trailing slash, so '/ueber-uns/' and '/ueber-uns' are the same page. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `path` is the page at `url` or lies below it. */
function within(path: string, url: string | null): boolean {
  if (!url) return false;
  const page = normalise(url);
  const here = normalise(path);
  return here === page || (page !== '/' && here.startsWith(`${page}/`));
}

/**
 * The top page whose submenu opens by itself (spec 00 §2.4): the parent of the current page,
 * or the current page when it has children. `path` has no language prefix.
 */
export function currentTopIndex(pages: NavigationPage[], path: string): number | null {
  const index = pages.findIndex(
    (page) => page.children.length > 0 && (within(path, page.url) || page.children.some((child) => within(path, child.url))),
  );
  return index === -1 ? null : index;
}

/**
 * The footer's columns (spec 00 §2.6, §9): the top pages in order, in at most `max` columns
 * whose lengths differ by one at most (5 pages: 2, 1, 1, 1).
 */
export function footerColumns(pages: NavigationPage[], max: number): NavigationPage[][] {
  const count = Math.min(max, pages.length);
  const columns: NavigationPage[][] = [];
  let start = 0;
  for (let column = 0; column < count; column++) {
    const size = Math.ceil((pages.length - start) / (count - column));
    columns.push(pages.slice(start, start + size));
    start += size;
  }
  return columns;
}
