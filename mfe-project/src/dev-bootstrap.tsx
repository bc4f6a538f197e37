import { createRoot } from 'react-dom/client';
import { PortalIntlProvider, startDevHost } from '@portal/shared-ui';
// The living style guide: only in this standalone dev host, never in a production build.
import { DemoWizard } from '@portal/shared-ui/src/wizard/demo/DemoWizard';

if (location.pathname.replace(/^\/(fr|it)/, '') === '/styleguide') {
  createRoot(document.getElementById('content') as HTMLElement).render(
    <PortalIntlProvider load={(lang) => import(`./i18n/compiled/${lang}.json`)}>
      <DemoWizard />
    </PortalIntlProvider>,
  );
} else {
  startDevHost('mfe-project', () => import('./lifecycles'));
}
