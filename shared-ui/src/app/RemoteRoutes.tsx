import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { LANGUAGES, matchRoute, routesOfRemote, withLangPrefix, type RemoteName, type RouteDef } from '@portal/shared-domain';
import { RoutePlaceholder } from './RoutePlaceholder';

export interface PageProps {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** react-router path of a route pattern in one language: '/gesuche/{id}' → '/fr/gesuche/:id'. */
function toRouterPath(pattern: string, lang: (typeof LANGUAGES)[number]): string {
  if (pattern === '/*') return lang === 'de' ? '*' : `/${lang}/*`;
  return withLangPrefix(pattern.replace(/\{(\w+)\}/g, ':$1'), lang);
}

/** A page whose code can be fetched before it is rendered (e.g. before hydrating server HTML). */
export type PreloadablePage = ComponentType<PageProps> & { preload?: () => Promise<unknown> };

/** Fetches the code of the page a remote shows at `pathname`, when that page can say how. */
export function preloadPage(remote: RemoteName, pages: Record<string, PreloadablePage>, pathname: string): Promise<unknown> {
  const { route } = matchRoute(pathname);
  return (route.remote === remote && pages[route.name]?.preload?.()) || Promise.resolve();
}

function Page({ route, component: Component }: { route: RouteDef; component: ComponentType<PageProps> }) {
  const params = useParams();
  return <Component route={route} params={params} />;
}

/**
 * The routes a remote owns, taken from the shared route table in all three language forms and
 * every spelling. No router basename: the language prefix is part of each path, so a language
 * switch never leaves a router with a stale basename.
 */
export function RemoteRoutes({ remote, pages }: { remote: RemoteName; pages: Record<string, ComponentType<PageProps>> }) {
  const routes = routesOfRemote(remote);
  return (
    <Routes>
      {routes.flatMap((route) =>
        [route.path, ...(route.aliases ?? [])].flatMap((pattern) =>
          LANGUAGES.map((lang) => (
            <Route
              key={`${lang}:${pattern}`}
              path={toRouterPath(pattern, lang)}
              element={<Page route={route} component={pages[route.name] ?? RoutePlaceholder} />}
            />
          )),
        ),
      )}
    </Routes>
  );
}
