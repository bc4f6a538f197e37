import { useIntl } from 'react-intl';
import { singlePersonSettlement as flow } from '@portal/shared-domain/src/flows';
import type { PageProps } from '@portal/shared-ui';
import { FlowRunner } from '@portal/shared-ui/wizard';
import { DASHBOARD_ROUTE, DashboardLink } from './DashboardLink';
import { settlementMessages as messages } from './messages';
import { SettlementContent } from './SettlementContent';
import styles from './Settlement.module.css';

/**
 * Every route of the settlement wizard /gesuche/einzelperson-abrechnung/{id} (spec 01 §2.3): the
 * route's question code and application id go to the generic FlowRunner in statement mode (it
 * creates a granted application's missing statement, saves on /applications/{id}/statement,
 * links the payout recipient and submits). After submission the confirmation replaces the wizard.
 */
export function SettlementPage({ route, params }: PageProps) {
  const intl = useIntl();
  return (
    <FlowRunner
      flow={flow}
      mode="statement"
      applicationId={params.id ?? null}
      code={route.code}
      exitRoute={DASHBOARD_ROUTE}
      title={intl.formatMessage(messages.title)}
      renderContent={(question, { state }) => <SettlementContent question={question} state={state} />}
      confirmation={{
        title: intl.formatMessage(messages.submittedTitle),
        message: intl.formatMessage(messages.submitted),
        children: (
          <>
            <p>{intl.formatMessage(messages.submittedNext)}</p>
            <DashboardLink />
          </>
        ),
      }}
      unavailable={
        <section className={styles.notice} aria-labelledby="settlement-unavailable">
          <h1 id="settlement-unavailable" tabIndex={-1}>
            {intl.formatMessage(messages.title)}
          </h1>
          <p>{intl.formatMessage(messages.notAvailable)}</p>
          <DashboardLink />
        </section>
      }
    />
  );
}
