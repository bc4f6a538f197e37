import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@portal/shared-domain';
import { currentLang } from '@portal/shared-domain';
import { loadCatalogs, PortalIntlProvider, type LoadedMessages, type MessageLoader } from '../intl/PortalIntlProvider';
import { ErrorPage } from '../errors/ErrorPage';
import { takeEarlyInput } from './early-input';
import { nextTask } from './next-task';
import { preloadPage, type PreloadablePage } from './RemoteRoutes';
import styles from './create-remote.module.css';

export interface RemoteDefinition {
  name: RemoteName;
  App: ComponentType;
  loadMessages: MessageLoader;
  /** Release label baked in at build time (BUILD_LABEL); shown in the remote's area when set. */
  buildLabel?: string;
  /**
   * Server-rendered HTML in the remote's area: returns the App primed with the data the server
   * rendered with (e.g. its store), or undefined when that HTML is not for this location; the
   * mount then hydrates instead of rendering anew.
   */
  hydration?: (domElement: HTMLElement) => Promise<ComponentType | undefined>;
}

/** The id of the script a server renderer adds to say which location it rendered into a remote's area. */
export const serverMarkupId = (name: RemoteName) => `${name}-ssr`;

/**
 * `hydration` for server HTML that needs no data (a quick check, shared-ui/server's
 * flowRenderer): the plain App, once the page's code is there, when the HTML was rendered for
 * this path. Read once: a later mount (after visiting another area) renders anew.
 */
export function hydrateServerMarkup(name: RemoteName, App: ComponentType, pages: Record<string, PreloadablePage>): NonNullable<RemoteDefinition['hydration']> {
  return async () => {
    const script = document.getElementById(serverMarkupId(name));
    if (!script?.textContent) return undefined;
    script.remove();
    const { path } = JSON.parse(script.textContent) as { path?: string };
    if (path !== window.location.pathname) return undefined;
    // The page's code first: the markup is then hydrated in one pass, no part left waiting.
    await preloadPage(name, pages, path);
    return App;
  };
}

export interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  /**
   * Evaluates the remote's modules where they are evaluated in stages (`stagedLifecycles`). The
   * shell awaits it while loading the remote, so a failure there (a shared library of an
   * incompatible version, say) shows the remote's error state like a failed download.
   */
  ready?: () => Promise<unknown>;
}

/**
 * Turns a remote's own stylesheets (the links its chunk loader added) on or off: nothing of a
 * remote's CSS stays active after it unmounts. shared-ui's sheet carries `data-shared-ui` instead
 * and stays on: the kit's modules of a remote's build may serve other remotes (tools/webpack/styles.js).
 */
function setStylesEnabled(name: RemoteName, enabled: boolean): void {
  document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`[data-mfe="${name}"]`).forEach((sheet) => {
    sheet.disabled = !enabled;
  });
}

function BrowserRouting({ children }: { children: ReactNode }) {
  return <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{children}</BrowserRouter>;
}

/**
 * A remote's tree: its App inside react-intl and a router. The server renderer builds the same
 * tree with a static router and the catalogs it rendered with, so hydration finds the same markup.
 */
export function RemoteTree({
  definition: { name, loadMessages, buildLabel },
  App,
  messages,
  Router = BrowserRouting,
}: {
  definition: RemoteDefinition;
  App: ComponentType;
  messages?: LoadedMessages;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <PortalIntlProvider load={loadMessages} initial={messages}>
      <Router>
        <App />
      </Router>
      {buildLabel ? (
        <p className={styles.buildLabel} data-build-label={name}>
          {buildLabel}
        </p>
      ) : null}
    </PortalIntlProvider>
  );
}

/**
 * react-dom's roots, but each render and the hydration start in a transition: React then works
 * in slices of a few milliseconds and lets the browser answer input in between, so a remote's
 * first render (or hydration) on a slow phone is not one long task (Lighthouse's TBT).
 */
const slicedDOMClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
  hydrateRoot(container, children, options) {
    let root: ReturnType<typeof ReactDOMClient.hydrateRoot> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root!;
  },
};

/**
 * single-spa lifecycles for a remote: its App inside react-intl and a router, with an error
 * boundary that shows the error page inside the remote's own area only. A remote with
 * `hydration` hydrates server-rendered HTML in its area on the first mount.
 */
export function createRemoteLifecycles(definition: RemoteDefinition): Lifecycles {
  const { name, App, loadMessages } = definition;
  // Set by mount for the render it starts: hydrate with the primed App, or render the plain App.
  let current: { App: ComponentType; messages?: LoadedMessages; hydrate: boolean } = { App, hydrate: false };
  function Root() {
    return <RemoteTree definition={definition} App={current.App} messages={current.messages} />;
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: slicedDOMClient,
    rootComponent: Root,
    renderType: () => (current.hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary(error: Error) {
      console.error(`[${name}] crashed:`, error);
      return (
        <PortalIntlProvider load={loadMessages}>
          <ErrorPage status={500} />
        </PortalIntlProvider>
      );
    },
  });
  return {
    bootstrap: lifecycles.bootstrap as Lifecycles['bootstrap'],
    async mount(props) {
      setStylesEnabled(name, true);
      current = { App, hydrate: false };
      // Evaluating the remote's modules, priming its page and rendering run each in a task of their
      // own: together they made one task of 100 ms on a slow phone, in which no input is answered.
      await nextTask();
      const element = (props as { domElement?: HTMLElement }).domElement;
      if (element?.firstElementChild && definition.hydration) {
        const primed = await definition.hydration(element).catch((error: unknown) => {
          console.error(`[${name}] the server-rendered page cannot be hydrated:`, error);
          return undefined;
        });
        // The catalogs first: the first client render must equal the server's.
        const messages = primed ? await loadCatalogs(currentLang.get(), loadMessages).catch(() => undefined) : undefined;
        if (primed && messages) current = { App: primed, messages, hydrate: true };
        await nextTask();
      }
      // Server HTML that is not hydrated (another page, unreadable data) gives way to a fresh render.
      if (element && !current.hydrate) element.replaceChildren();
      const replayEarlyInput = current.hydrate && element ? takeEarlyInput(element) : undefined;
      const mounted = await (lifecycles.mount as Lifecycles['mount'])(props);
      replayEarlyInput?.();
      return mounted;
    },
    async unmount(props) {
      await (lifecycles.unmount as Lifecycles['unmount'])(props);
      setStylesEnabled(name, false);
      // The server-rendered page's styles (inline or linked) leave with the remote, as its style tags do.
      document.querySelectorAll(`[data-ssr-styles="${name}"]`).forEach((styles) => styles.remove());
    },
  };
}
