import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Flow } from '@portal/shared-domain/wizard';
import { PageLoading } from '@portal/shared-ui';
import type { PageProps, PreloadablePage } from '../app/RemoteRoutes';

/**
 * A remote's page map for one flow: every route name of the flow shows its quick check or
 * wizard (`type`, the flow's type). The flow definition is downloaded with the screen: a quick
 * check's is a chunk of its own with the choice kinds only; a wizard's is the flow runner
 * (@portal/shared-ui/flow) with the wizard chrome and form kit, and the data layer, none of which
 * a quick check needs. A wizard's downloads (definition, runner, data layer) start together: the runner
 * after the definition was one more round trip before the first question; `type` decides which
 * screen the routes show. `preload()` starts the download early; a page
 * mounted after it has finished renders the screen directly.
 */
export function flowPages(routeNames: readonly string[], load: () => Promise<Flow>, type: Flow['type']): Record<string, ComponentType<PageProps>> {
  let screen: ComponentType<PageProps> | undefined;
  let loading: Promise<ComponentType<PageProps>> | undefined;
  const preload = () =>
    (loading ??= (async () => {
      if (type === 'quick-check') {
        // Its own chunk with the choice kinds only: no wizard chrome, form kit or data layer.
        const [flow, { QuickCheckPage }] = await Promise.all([load(), import('./QuickCheckPage')]);
        screen = () => <QuickCheckPage flow={flow} />;
      } else {
        // The data layer too, so that it is evaluated in a task of its own when its files arrive.
        // The runner brings the wizard chrome and the form kit.
        const [flow, { FlowPage }] = await Promise.all([load(), import('@portal/shared-ui/flow'), import('@portal/shared-ui/data')]);
        screen = (props: PageProps) => <FlowPage flow={flow} {...props} />;
      }
      return screen;
    })());
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page: PreloadablePage = (props: PageProps) => {
    // Chosen once per mount: changing from the lazy wrapper to the loaded screen would remount it.
    const [Loaded] = useState(() => screen);
    // Loaded (preloaded, as before hydrating a server-rendered quick check; the server preloads
    // too): no Suspense boundary, so React hydrates the page with the rest of the tree instead of
    // in a later pass, and what a visitor did before is replayed on a page that listens.
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Page.preload = preload;
  return Object.fromEntries(routeNames.map((name) => [name, Page]));
}
