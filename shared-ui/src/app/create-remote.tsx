import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@portal/shared-domain';
import { PortalIntlProvider, type MessageLoader } from '../intl/PortalIntlProvider';
import { ErrorPage } from '../errors/ErrorPage';
import styles from './create-remote.module.css';

export interface RemoteDefinition {
  name: RemoteName;
  App: ComponentType;
  loadMessages: MessageLoader;
  /** Release label baked in at build time (BUILD_LABEL); shown in the remote's area when set. */
  buildLabel?: string;
}

export interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/**
 * Turns a remote's own style tags on or off: nothing of a remote's CSS stays active after it
 * unmounts. shared-ui's tags carry `data-shared-ui` instead and stay on (tools/webpack/styles.js).
 */
function setStylesEnabled(name: RemoteName, enabled: boolean): void {
  document.querySelectorAll<HTMLStyleElement>(`style[data-mfe="${name}"]`).forEach((style) => {
    style.disabled = !enabled;
  });
}

/**
 * single-spa lifecycles for a remote: its App inside react-intl and a router, with an error
 * boundary that shows the error page inside the remote's own area only.
 */
export function createRemoteLifecycles({ name, App, loadMessages, buildLabel }: RemoteDefinition): Lifecycles {
  function Root() {
    return (
      <PortalIntlProvider load={loadMessages}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <App />
        </BrowserRouter>
        {buildLabel ? (
          <p className={styles.buildLabel} data-build-label={name}>
            {buildLabel}
          </p>
        ) : null}
      </PortalIntlProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
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
    mount(props) {
      setStylesEnabled(name, true);
      return (lifecycles.mount as Lifecycles['mount'])(props);
    },
    async unmount(props) {
      await (lifecycles.unmount as Lifecycles['unmount'])(props);
      setStylesEnabled(name, false);
    },
  };
}
