import { useEffect, useRef } from 'react';
import { CookieBanner } from '../consent/CookieBanner';
import { AudioPlayer } from '../player/AudioPlayer';
import styles from './BottomDock.module.css';

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
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const apply = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    apply();
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
