/**
 * style-loader's insert function for shared-ui's CSS files (tools/webpack/styles.js). Every build
 * carries a copy of shared-ui; should two copies run on one page, a file's style tag goes into
 * <head> once. Tags are keyed by the file's path and content, so a copy with other rules still adds its own.
 * A tag goes before the projects' own sheets (`data-mfe`): those are linked when their chunk is
 * requested, before the kit's modules run, and a project's rule must still win over the kit's
 * rule of equal specificity, as it would with the kit's styles first.
 */
export default function insertSharedStyle(element: HTMLStyleElement): void {
  const key = element.getAttribute('data-shared-ui');
  const present = Array.from(document.head.querySelectorAll('style[data-shared-ui]')).some((style) => style.getAttribute('data-shared-ui') === key);
  if (!present) document.head.insertBefore(element, document.head.querySelector('[data-mfe]'));
}
