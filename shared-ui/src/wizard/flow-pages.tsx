import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { currentLang, type Lang } from '@portal/shared-domain';
import type { Flow } from '@portal/shared-domain/wizard-core';
import { PageLoading, useLang } from '@portal/shared-ui';
import type { PageProps, PreloadablePage } from '../app/RemoteRoutes';

type Screen = ComponentType<PageProps & { flow: Flow }>;

/**
 * A remote's page map for one flow: every route name of the flow shows its quick check or
 * wizard (`type`, the flow's type). The flow definition is downloaded with the screen, in the
 * page's language (`load(lang)`: each language's texts only, shared-domain/flows/in-language.ts):
 * a quick check's is a chunk of its own with the choice kinds only; a wizard's is the flow runner
 * (@portal/shared-ui/flow) with the wizard chrome and form kit, and the data layer, none of which
 * a quick check needs. A wizard's downloads (definition, runner, data layer) start together: the
 * runner after the definition was one more round trip before the first question; `type` decides
 * which screen the routes show. `preload(lang)` starts the download early; a page mounted after
 * it has finished renders the screen directly.
 */
export function flowPages(routeNames: readonly string[], load: (lang: Lang) => Promise<Flow>, type: Flow['type']): Record<string, ComponentType<PageProps>> {
  let screen: Screen | undefined;
  let screenLoading: Promise<Screen> | undefined;
  const flows = new Map<Lang, Promise<Flow>>();
  const loaded = new Map<Lang, Flow>();
  const loadFlow = (lang: Lang) => {
    if (!flows.has(lang)) flows.set(lang, load(lang).then((flow) => (loaded.set(lang, flow), flow)));
    return flows.get(lang)!;
  };
  const loadScreen = () =>
    (screenLoading ??= (async () => {
      if (type === 'quick-check') {
        // Its own chunk with the choice kinds only: no wizard chrome, form kit or data layer.
        const { QuickCheckPage } = await import('./QuickCheckPage');
        screen = ({ flow }) => <QuickCheckPage flow={flow} />;
      } else {
        // The data layer too, so that it is evaluated in a task of its own when its files arrive.
        // The runner brings the wizard chrome and the form kit.
        const [{ FlowPage }] = await Promise.all([import('@portal/shared-ui/flow'), import('@portal/shared-ui/data')]);
        screen = FlowPage;
      }
      return screen;
    })());
  const preload = (lang: Lang = currentLang.get()) => Promise.all([loadFlow(lang), loadScreen()]).then(() => screen!);

  /**
   * The screen with the flow in the page's language. A change of language shows the flow of the
   * language before until the new one is there, then the same screen with the new texts: what was
   * entered stays (a suspended render would unmount it).
   */
  function InLanguage({ Loaded, ...props }: PageProps & { Loaded: Screen }) {
    const lang = useLang();
    const [error, setError] = useState<unknown>();
    const flow = loaded.get(lang);
    const [shown, setShown] = useState(() => flow ?? loaded.values().next().value!);
    useEffect(() => {
      if (flow) {
        setShown(flow);
        return;
      }
      let current = true;
      loadFlow(lang).then(
        (next) => current && setShown(next),
        (failure: unknown) => current && setError(failure),
      );
      return () => {
        current = false;
      };
    }, [flow, lang]);
    // A failed download goes to the remote's error boundary, as a page's failed chunk does.
    if (error) throw error;
    return <Loaded flow={flow ?? shown} {...props} />;
  }

  const Lazy = lazy(async () => {
    const Loaded = await preload();
    return { default: (props: PageProps) => <InLanguage Loaded={Loaded} {...props} /> };
  });
  const Page: PreloadablePage = (props: PageProps) => {
    // Chosen once per mount: changing from the lazy wrapper to the loaded screen would remount it.
    const [Loaded] = useState(() => (loaded.size ? screen : undefined));
    // Loaded (preloaded, as before hydrating a server-rendered quick check; the server preloads
    // too): no Suspense boundary, so React hydrates the page with the rest of the tree instead of
    // in a later pass, and what a visitor did before is replayed on a page that listens.
    if (Loaded) return <InLanguage Loaded={Loaded} {...props} />;
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Page.preload = preload;
  return Object.fromEntries(routeNames.map((name) => [name, Page]));
}
