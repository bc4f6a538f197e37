import type { MouseEvent, ReactNode } from 'react';
import { navigateToPath, routePath } from '@portal/shared-domain';
import { useLang } from './hooks';

function follow(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigateToPath(href);
}

/**
 * A link to a named route in the current language: a real link (opens in a new tab too),
 * followed through single-spa without a reload.
 */
export function RouteLink({
  name,
  params,
  query = '',
  className,
  children,
}: {
  name: string;
  params?: Record<string, string | number>;
  query?: string;
  className?: string;
  children: ReactNode;
}) {
  const lang = useLang();
  const href = routePath(name, params, lang) + query;
  return (
    <a href={href} className={className} onClick={(event) => follow(event, href)}>
      {children}
    </a>
  );
}
