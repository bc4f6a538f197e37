import type { ComponentType } from 'react';
import { createPortalStore } from '@portal/shared-ui/data';
import { App } from '../App';
import { siteLocationOf } from '../site-location';
import { isPageDataFor, PAGE_DATA_ID, primeStore, type PageData } from './page-data';

/**
 * The App for hydrating a server-rendered page: its store already holds the page the server
 * rendered, so the first client render equals the server's markup. Undefined when the HTML
 * carries no page data or data for another location.
 */
export async function hydratingApp(): Promise<ComponentType | undefined> {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return undefined;
  const data = JSON.parse(script.textContent) as PageData;
  // Read once: a later mount (after visiting another area) renders anew from the API.
  script.remove();
  if (!isPageDataFor(data, siteLocationOf(window.location.pathname, window.location.search))) return undefined;
  const store = createPortalStore();
  await primeStore(store, data);
  return function HydratedApp() {
    return <App store={store} />;
  };
}
