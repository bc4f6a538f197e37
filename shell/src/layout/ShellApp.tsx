import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { PortalIntlProvider, ErrorPage, useObservable, useSession, type LoadedMessages } from '@portal/shared-ui';
import { shellLocation } from '../composition/location';
import { loadShellMessages } from '../i18n/load';
import { SiteHeader } from './SiteHeader';
import { PortalHeader } from './PortalHeader';
import { Footer, SERVER_FOOTER } from './Footer';
import { LoadingBar } from './LoadingBar';
import { SkipLink } from './SkipLink';
import { BottomDock } from './BottomDock';

/** Set once the first answer to "who is signed in?" has arrived; later reloads keep the header's shape. */
let sessionSettled = false;

/**
 * The portal header's height depends on the session (e-mail, logout, its pop-over on phones).
 * While the first answer is outstanding, the header and the content area stay invisible (their
 * room kept), so the header taking its final shape moves nothing visible (no layout shift); the
 * site header does not depend on the session. `shownByServer`: the page came with its header
 * (a server-rendered quick check, tools/ssr): it is already seen, and hiding it would make it blink.
 */
export function useContentHiddenUntilHeaderSettles(layout: string, shownByServer = false): void {
  const { status } = useSession();
  if (status !== 'loading' || shownByServer) sessionSettled = true;
  const pending = layout === 'dashboard' && !sessionSettled;
  useLayoutEffect(() => {
    document.body.toggleAttribute('data-header-pending', pending);
  }, [pending]);
}

/**
 * The shell's one React tree: header (site or portal layout), the shell's own status in the
 * content area (403), and the footer. The content containers of the remotes are plain DOM the
 * shell never re-renders, so switching routes inside a layout neither flashes nor remounts.
 * `serverTop`: the page came with the header (and footer) rendered on the server
 * (shell/src/server), and the catalogs they were rendered with, so the first render replaces
 * them with the same ones at once.
 */
export function ShellApp({ serverTop }: { serverTop?: LoadedMessages }) {
  const { match, guard } = useObservable(shellLocation);
  useContentHiddenUntilHeaderSettles(match.route.layout, serverTop !== undefined);
  const status = document.getElementById('shell-status');
  const bottom = document.getElementById('shell-bottom');
  // The server's footer gives way to this one in the same commit: never two, never none.
  useLayoutEffect(() => {
    bottom?.querySelector(`:scope > [${SERVER_FOOTER}]`)?.remove();
  }, [bottom]);
  return (
    <PortalIntlProvider load={loadShellMessages} initial={serverTop}>
      <SkipLink />
      <LoadingBar />
      {match.route.layout === 'dashboard' ? <PortalHeader /> : <SiteHeader />}
      {status && guard === 'forbidden' && createPortal(<ErrorPage status={403} />, status)}
      {bottom && createPortal(<Footer />, bottom)}
      <BottomDock />
    </PortalIntlProvider>
  );
}
