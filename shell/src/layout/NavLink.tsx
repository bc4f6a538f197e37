import type { ReactNode } from 'react';
import { navigateToPath } from '@portal/shared-domain';

/** A link that navigates through single-spa (no page reload) and still works as a plain link. */
export function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const current = typeof location !== 'undefined' && location.pathname === href;
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateToPath(href);
      }}
    >
      {children}
    </a>
  );
}
