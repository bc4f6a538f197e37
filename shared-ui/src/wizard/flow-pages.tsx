import { lazy, Suspense, type ComponentType } from 'react';
import type { Flow } from '@portal/shared-domain/wizard';
import { PageLoading } from '../app/lazy-page';
import type { PageProps } from '../app/RemoteRoutes';
import { QuickCheckPage } from './QuickCheckPage';

/**
 * A remote's page map for one flow: every route name of the flow shows its quick check or
 * wizard. The flow definition is downloaded with the screen; a wizard also brings the flow
 * runner and the data layer (@portal/shared-ui/flow), which a quick check never needs.
 */
export function flowPages(routeNames: readonly string[], load: () => Promise<Flow>): Record<string, ComponentType<PageProps>> {
  const Lazy = lazy(async () => {
    const flow = await load();
    if (flow.type === 'quick-check') return { default: () => <QuickCheckPage flow={flow} /> };
    const { FlowPage } = await import('@portal/shared-ui/flow');
    return { default: (props: PageProps) => <FlowPage flow={flow} {...props} /> };
  });
  function Page(props: PageProps) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.fromEntries(routeNames.map((name) => [name, Page]));
}
