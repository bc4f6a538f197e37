import { useIntl } from 'react-intl';
import type { Flow } from '@portal/shared-domain/wizard-core';
import { RouteLink, useSession } from '@portal/shared-ui';
import { PortalDataProvider } from '@portal/shared-ui/data';
import type { PageProps } from '../app/RemoteRoutes';
import { FlowRunner } from './FlowRunner';
import { useLabel, wizardMessages, wizardStyles as styles } from '@portal/shared-ui/wizard';

const OVERVIEW_ROUTE = 'gesuche-uebersicht';

/**
 * Every route of an application or statement wizard, from its flow definition: the route's
 * question and application id go to the FlowRunner (on the data layer, provided here so a
 * remote's quick check never loads it); the flow gives the title, the confirmation after a
 * statement's submission and the notice when no statement is possible.
 */
export function FlowPage({ flow, route, params }: PageProps & { flow: Flow }) {
  const intl = useIntl();
  const text = useLabel();
  const { user } = useSession();
  const statement = flow.mode === 'statement';
  const overview = (
    <RouteLink name={OVERVIEW_ROUTE} className={styles.link}>
      {intl.formatMessage(wizardMessages.toOverview)}
    </RouteLink>
  );
  return (
    <PortalDataProvider>
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
    </PortalDataProvider>
  );
}
