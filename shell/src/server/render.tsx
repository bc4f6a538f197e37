/**
 * The shell's server renderer (dist/ssr/render.js, tools/webpack/server-config.js): the header
 * and footer of a page the portal's server renders (a CMS page, a quick check), so the page is
 * complete before any script runs (navigation for crawlers and for visitors without script) and
 * nothing moves when the shell's own header appears (on a phone the anonymous portal header takes
 * two rows, more than the room the bare HTML reserves). Nobody is signed in on the server's
 * render: the document is the same for everyone. The shell's first render replaces both
 * (createRoot), so they need to be the same, not to be hydrated.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE_CONTENT_SCRIPT_ID, cookieBannerAllowed, currentLang, matchRoute, primeSiteContent, type SiteContentData } from '@portal/shared-domain';
import { PortalIntlProvider, loadCatalogs } from '@portal/shared-ui';
import { scriptJson } from '@portal/shared-ui/server';
import { CookieBannerView } from '../consent/CookieBanner';
import { loadShellMessages } from '../i18n/load';
import { ServerDock } from '../layout/ServerDock';
import { Footer, SERVER_FOOTER } from '../layout/Footer';
import type { Here } from '../layout/LanguageSwitcher';
import { PortalHeader } from '../layout/PortalHeader';
import { SiteHeader } from '../layout/SiteHeader';
import { SkipLink } from '../layout/SkipLink';

export const SSR_API_VERSION = 1;

/**
 * Renders `content` in the URL's language; the site content (navigation, global links) is taken
 * as loaded. Module state (language, site content) is read by the components; the render right
 * after setting it is synchronous, and the page server renders one page at a time.
 */
async function renderFor(url: string, site: SiteContentData | undefined, content: (here: Here, layout: string) => ReactNode) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { route, lang } = matchRoute(pathname);
  if (site && site.lang !== lang) return null;
  const initial = await loadCatalogs(lang, loadShellMessages);
  currentLang.set(lang);
  if (site) primeSiteContent(site);
  const tree = content({ pathname, search, hash: '' }, route.layout);
  return tree ? renderToString(<PortalIntlProvider load={loadShellMessages} initial={initial}>{tree}</PortalIntlProvider>) : null;
}

/**
 * The skip link and the header for `url` (path and search): the anonymous portal header, or the
 * site header with the CMS navigation's global links when `site` is given (else null: the site
 * header is not rendered without them).
 */
export function renderShellTop(url: string, site?: SiteContentData): Promise<string | null> {
  return renderFor(url, site, (here, layout) =>
    layout === 'dashboard' ? (
      <>
        <SkipLink />
        <PortalHeader here={here} />
      </>
    ) : site ? (
      <>
        <SkipLink />
        <SiteHeader here={here} />
      </>
    ) : null,
  );
}

/** The language of the page at `url` (path and search): the site content the page needs. */
export function langOf(url: string): string {
  return matchRoute(new URL(url, 'http://localhost').pathname).lang;
}

/** `site` for the shell, as a JSON script the shell reads at boot (bootstrap.tsx). */
function SiteContentScript({ site }: { site: SiteContentData }) {
  return <script type="application/json" id={SITE_CONTENT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(site) }} />;
}

/**
 * The footer of both layouts for `url`, with the CMS navigation and global links of `site`, and
 * `site` itself for the shell (its first render then shows the same header and footer, and asks
 * the API for none of it), in a wrapper marked `SERVER_FOOTER` that the shell's own footer
 * replaces in its first commit.
 */
export function renderShellBottom(url: string, site: SiteContentData): Promise<string | null> {
  return renderFor(url, site, () => (
    <div {...{ [SERVER_FOOTER]: '' }}>
      <Footer />
      <SiteContentScript site={site} />
    </div>
  ));
}

/**
 * Only `site` for the shell, for a page it draws in the browser (sign-in, the dashboard, a
 * wizard): its first render has the footer's navigation and the cookie banner without asking
 * the API for them (three requests beside the session check).
 */
export function renderSiteContent(site: SiteContentData): string {
  return renderToString(<SiteContentScript site={site} />);
}

/**
 * The cookie banner of a page drawn in the browser (sign-in, the dashboard, a wizard), in the
 * dock's place, so it is seen with the document instead of after the shell's boot (it was those
 * pages' largest paint, at 2.3 s on a mid-range phone). Its buttons are disabled until the
 * shell's own banner replaces it (BottomDock); the head's script hides it when the visitor has
 * decided (tools/portal-security.mjs). Null where the banner is not shown: no CMS text, or a
 * page that explains cookies and privacy.
 */
export function renderCookieBanner(url: string, site: SiteContentData): Promise<string | null> {
  const { cookies } = site;
  if (!cookies || !cookieBannerAllowed(new URL(url, 'http://localhost').pathname)) return Promise.resolve(null);
  return renderFor(url, site, () => (
    <ServerDock>
      <CookieBannerView cookies={cookies} lang={site.lang} />
    </ServerDock>
  ));
}
