import { lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigateToRoute, routePath } from '@portal/shared-domain';
import type { Flow } from '@portal/shared-domain/wizard';
import { useLang, useSession } from '../app/hooks';
import { PageLoading } from '../app/lazy-page';
import type { PageProps } from '../app/RemoteRoutes';
import { FlowRunner } from './FlowRunner';
import { useLabel } from './label';
import { wizardMessages } from './messages';
import { QuickCheckPage } from './QuickCheckPage';
import styles from './Wizard.module.css';

const OVERVIEW_ROUTE = 'gesuche-uebersicht';

/** A real link to a route (opens in a new tab too), followed inside the single-page portal. */
export function RouteLink({ route, children }: { route: string; children: string }) {
  const lang = useLang();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateToRoute(route);
  };
  return (
    <a className={styles.link} href={routePath(route, {}, lang)} onClick={follow}>
      {children}
    </a>
  );
}

/**
 * Every route of an application or statement wizard, from its flow definition: the route's
 * question and application id go to the FlowRunner; the flow gives the title, the confirmation
 * after a statement's submission and the notice when no statement is possible.
 */
export function FlowPage({ flow, route, params }: PageProps & { flow: Flow }) {
  const intl = useIntl();
  const text = useLabel();
  const { user } = useSession();
  const statement = flow.mode === 'statement';
  const overview = <RouteLink route={OVERVIEW_ROUTE}>{intl.formatMessage(wizardMessages.toOverview)}</RouteLink>;
  return (
    <FlowRunner
      flow={flow}
      applicationId={params.id ?? null}
      code={route.code}
      createBody={statement ? undefined : { type: flow.applicant }}
      exitRoute={statement || user ? OVERVIEW_ROUTE : 'index'}
      title={text(flow.title)}
      confirmation={
        flow.submitted && {
          title: text(flow.submitted.title),
          message: text(flow.submitted.message),
          children: (
            <>
              {flow.submitted.next && <p>{text(flow.submitted.next)}</p>}
              {overview}
            </>
          ),
        }
      }
      unavailable={
        flow.unavailable && (
          <section className={styles.wizard} aria-labelledby="flow-unavailable">
            <h1 id="flow-unavailable" tabIndex={-1} className={styles.heading}>
              {text(flow.title)}
            </h1>
            <p>{text(flow.unavailable)}</p>
            {overview}
          </section>
        )
      }
    />
  );
}

/**
 * A remote's page map for one flow: every route name of the flow shows its quick check or
 * wizard; the flow definition is downloaded with the screen, when one of its routes is shown.
 */
export function flowPages(routeNames: readonly string[], load: () => Promise<Flow>): Record<string, ComponentType<PageProps>> {
  const Lazy = lazy(async () => {
    const flow = await load();
    const Screen = (props: PageProps) => (flow.type === 'quick-check' ? <QuickCheckPage flow={flow} /> : <FlowPage flow={flow} {...props} />);
    return { default: Screen };
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
