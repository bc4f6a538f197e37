import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { LANGUAGES, routesOfRemote, withLangPrefix, type RemoteName, type RouteDef } from '@portal/shared-domain';
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
