import type { Page } from '@playwright/test';

/** Our shared entries (`@portal/…`) the page has loaded or is loading (Module Federation's share scope). */
export async function loadedPortalEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaded = new Set<string>();
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          if (name.startsWith('@portal/') && Object.values(versions).some((info) => info.loaded || info.loading)) loaded.add(name);
    return [...loaded].sort();
  });
}
