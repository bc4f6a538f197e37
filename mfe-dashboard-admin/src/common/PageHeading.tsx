import { useEffect, useRef, type ReactNode } from 'react';
import styles from './common.module.css';

/** The page's h1: focusable (tabIndex -1) and focused on mount so screen readers start at the page. */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
