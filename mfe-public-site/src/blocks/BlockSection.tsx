import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/** The heading level of a block's items: below the block's own h2, or h2 when the block has no title. */
export function itemHeading(blockTitle: string | null): 'h2' | 'h3' {
  return blockTitle ? 'h3' : 'h2';
}

/** A block on the page: a section named by its title (h2), or a plain group when it has none. */
export function BlockSection({ id, title, className, children }: { id: string; title: string | null; className?: string; children: ReactNode }) {
  const classes = [styles.block, className].filter(Boolean).join(' ');
  if (!title) return <div className={classes}>{children}</div>;
  const headingId = `block-${id}-title`;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
