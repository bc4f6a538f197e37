import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { routePath } from '@portal/shared-domain';
import { type Question } from '@portal/shared-domain/wizard';
import { formatSwissDate, parseAnyDate } from '@portal/shared-domain/validation';
import { SWISS_LOCALITIES, linesTotal, singlePersonApplication as flow } from '@portal/shared-domain/src/flows';
import { useLang } from '@portal/shared-ui';
import { AmountSummary, useLabel } from '@portal/shared-ui/wizard';
import type { FlowRunnerRenderContext } from '@portal/shared-ui/wizard';
import { applicationMessages as messages } from './messages';
import styles from './Application.module.css';

const PLACE_INPUT = 'FE380-destinationLocation';
const PLACE_LIST = 'FE380-destinationLocation-suggestions';

/**
 * FE380: the place field suggests Swiss localities (native datalist: an accessible combobox whose
 * suggestions filter while typing; another place may still be typed).
 */
function PlaceSuggestions() {
  const intl = useIntl();
  useEffect(() => {
    document.getElementById(PLACE_INPUT)?.setAttribute('list', PLACE_LIST);
  });
  return (
    <datalist id={PLACE_LIST} aria-label={intl.formatMessage(messages.placeSuggestions)}>
      {SWISS_LOCALITIES.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}

/** Expense, income and deficit totals from the stored application (FE540, FE630). */
function Totals({ application }: { application: Record<string, unknown> }) {
  const intl = useIntl();
  const expenses = linesTotal(application.expenses);
  const income = linesTotal(application.budgetAvailable);
  const deficit = Math.round((expenses - income) * 100) / 100;
  return (
    <>
      <AmountSummary
        className={styles.totals}
        rows={[
          { label: intl.formatMessage(messages.totalExpenses), amount: expenses },
          { label: intl.formatMessage(messages.totalIncome), amount: income },
          { label: intl.formatMessage(messages.deficit), amount: deficit },
        ]}
      />
      {deficit <= 0 && <p className={styles.notice}>{intl.formatMessage(messages.noDeficit)}</p>}
    </>
  );
}

function Summary({ application }: { application: Record<string, unknown> }) {
  const intl = useIntl();
  const text = useLabel();
  const reasonField = flow.question('FE300').fields[0];
  const reason = reasonField.options?.find((option) => option.value === application.reasonForRequest);
  const start = parseAnyDate(application.start);
  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage(messages.reason)}</dt>
          <dd>{reason ? text(reason.label) : '–'}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.startDate)}</dt>
          <dd>{start ? formatSwissDate(start) : '–'}</dd>
        </div>
      </dl>
      <Totals application={application} />
      <p>{intl.formatMessage(messages.consent)}</p>
    </>
  );
}

/** Texts of the pages that are not plain questions, by question code. */
export function PageContent({ question, context }: { question: Question; context: FlowRunnerRenderContext }) {
  const intl = useIntl();
  const lang = useLang();
  const application = context.state.records.application;
  switch (question.code) {
    case 'FE120':
      return <p>{intl.formatMessage(messages.emailIntro)}</p>;
    case 'FE130':
      return (
        <>
          <p role="status">{intl.formatMessage(messages.verificationSent)}</p>
          <p>{intl.formatMessage(messages.verificationChecklist)}</p>
        </>
      );
    case 'FE100':
      return (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <p>{intl.formatMessage(messages.introStatus)}</p>
        </>
      );
    case 'FE140':
      return <p>{intl.formatMessage(messages.start)}</p>;
    case 'FE160':
      return <p>{intl.formatMessage(messages.standIn)}</p>;
    case 'FE380':
      return <PlaceSuggestions />;
    case 'FE540':
      return <Totals application={application} />;
    case 'FE630':
      return <Summary application={application} />;
    case 'FE640':
      return (
        <>
          <p>{intl.formatMessage(messages.done)}</p>
          <p>
            <a className={styles.link} href={routePath('gesuche-uebersicht', {}, lang)}>
              {intl.formatMessage(messages.toOverview)}
            </a>
          </p>
        </>
      );
    default:
      return null;
  }
}
