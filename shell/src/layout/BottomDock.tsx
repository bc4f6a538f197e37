import { useEffect, useLayoutEffect, useRef } from 'react';
import { CookieBanner } from '../consent/CookieBanner';
import { AudioPlayer } from '../player/AudioPlayer';
import styles from './BottomDock.module.css';
import { SERVER_BANNER } from './ServerDock';

/** Where a remote puts its own bar into the dock (the public site's donation bar). */
export const DOCK_SLOT_ID = 'shell-dock-slot';

/**
 * Everything that sticks to the bottom of the viewport, stacked in one place so nothing
 * overlaps: a remote's bar (slot), the audio player, the cookie banner. Its height pads the
 * page's bottom and its scroll padding, so the end of the page can be scrolled above it and a
 * focused element is never hidden behind it (WCAG 2.4.11). Rendered once by the shell: a route
 * change never remounts it, so the player's <audio> keeps playing.
 */
export function BottomDock() {
  const dock = useRef<HTMLDivElement>(null);
  // The server's banner gives way to this dock's in the same commit: never two, never none.
  useLayoutEffect(() => document.querySelector(`[${SERVER_BANNER}]`)?.remove(), []);
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const apply = () => {
      const dockRect = element.getBoundingClientRect();
      const height = `${Math.ceil(dockRect.height)}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
      // The dock grew under the focused element (e.g. the donation bar appeared after the focus
      // had scrolled the page): bring it back above the dock (WCAG 2.4.11).
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && !element.contains(focused)) {
        const rect = focused.getBoundingClientRect();
        if (rect.height > 0 && rect.bottom > dockRect.top && rect.top < window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
      }
    };
    // The observer reports the dock's first size in the next frame, after the browser's own
    // layout (an apply() here would force one more layout inside the shell's first render).
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <div ref={dock} className={styles.dock} data-testid="bottom-dock">
      <div id={DOCK_SLOT_ID} />
      <AudioPlayer />
      <CookieBanner />
    </div>
  );
}
