import type { ReactNode } from 'react';
import styles from './BottomDock.module.css';

/** Marks the dock the server sent with a page drawn in the browser (server/render.tsx). */
export const SERVER_BANNER = 'data-server-banner';

/**
 * The bottom dock as the server sends it, with the cookie banner: the shell's BottomDock removes
 * it when it mounts. Hidden before the first paint when the visitor has decided (the head's
 * script marks <html>, tools/portal-security.mjs).
 */
export function ServerDock({ children }: { children: ReactNode }) {
  return (
    <div className={styles.dock} {...{ [SERVER_BANNER]: '' }}>
      {children}
    </div>
  );
}
