import type { MouseEvent, ReactNode } from 'react';
import { navigateToPath, routePath } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';

/**
 * Only same-site paths are followed after sign-in: one leading slash, no protocol-relative
 * '//' or '/\', no control characters (open-redirect protection).
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f]/.test(value) || value.length > 500) return undefined;
  return value;
}

function follow(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  navigateToPath(href);
}

/** A link to a named route in the current language, navigating through single-spa (no reload). */
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
