import { startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the shell's layout into `#shell-top` in a transition: React renders it in slices of a
 * few milliseconds, between which a phone answers taps. Rendered at once, it was one task of
 * 67–289 ms at 4× CPU on a page the server does not render (a wizard step, the dashboard).
 * - A header the server rendered stays on screen until the new one commits.
 * - Without one, the content is hidden until the layout's first commit (`data-header-pending`,
 *   which the layout's `useContentHiddenUntilHeaderSettles` then sets to its own answer): a
 *   remote that mounted first would otherwise be pushed down by the header arriving (layout
 *   shift). A layout that fails to render shows the content again rather than hiding it for good.
 */
export function renderLayout(top: HTMLElement, layout: ReactElement): void {
  if (!top.hasChildNodes()) document.body.setAttribute('data-header-pending', '');
  const root = createRoot(top, {
    onUncaughtError(error) {
      document.body.removeAttribute('data-header-pending');
      console.error('[shell] the layout cannot be rendered:', error);
    },
  });
  startTransition(() => root.render(layout));
}
