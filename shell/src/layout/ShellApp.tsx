import { createPortal } from 'react-dom';
import { PortalIntlProvider, ErrorPage, useObservable } from '@portal/shared-ui';
import { shellLocation } from '../composition/location';
import { loadShellMessages } from '../i18n/load';
import { SiteHeader } from './SiteHeader';
import { PortalHeader } from './PortalHeader';
import { Footer } from './Footer';
import { LoadingBar } from './LoadingBar';
import { SkipLink } from './SkipLink';
import { BottomDock } from './BottomDock';

/**
 * The shell's one React tree: header (site or portal layout), the shell's own status in the
 * content area (403), and the footer. The content containers of the remotes are plain DOM the
 * shell never re-renders, so switching routes inside a layout neither flashes nor remounts.
 */
export function ShellApp() {
  const { match, guard } = useObservable(shellLocation);
  const status = document.getElementById('shell-status');
  const bottom = document.getElementById('shell-bottom');
  return (
    <PortalIntlProvider load={loadShellMessages}>
      <SkipLink />
      <LoadingBar />
      {match.route.layout === 'dashboard' ? <PortalHeader /> : <SiteHeader />}
      {status && guard === 'forbidden' && createPortal(<ErrorPage status={403} />, status)}
      {bottom && createPortal(<Footer />, bottom)}
      <BottomDock />
    </PortalIntlProvider>
  );
}
