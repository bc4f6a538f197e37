import { navigateToUrl } from 'single-spa';
import { currentLang } from './language-state';
import { routePath } from './routes';

/**
 * Navigation by route name across remotes: single-spa patches history, so every mounted
 * remote's router and the shell see the change.
 */
export function navigateToRoute(name: string, params: Record<string, string | number> = {}, query = ''): void {
  navigateToUrl(routePath(name, params, currentLang.get()) + query);
}

export function navigateToPath(url: string): void {
  navigateToUrl(url);
}
