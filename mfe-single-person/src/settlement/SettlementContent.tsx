import { useIntl } from 'react-intl';
import { type ContactValue, type Question, type WizardState } from '@portal/shared-domain/wizard';
import { formatIban } from '@portal/shared-domain/validation';
import {
  MAX_SETTLEMENT_IMAGES,
  RECEIPT_THRESHOLD_CHF,
  SETTLEMENT_MESSAGES,
  individualContributionPromised,
  linesNeedingReceipts,
  settlementDeficit,
} from '@portal/shared-domain/src/flows';
import { AmountSummary, useLabel } from '@portal/shared-ui/wizard';
import { formatChf } from '@portal/shared-ui/form';
import { DashboardLink } from './DashboardLink';
import { settlementMessages as messages } from './messages';
import styles from './Settlement.module.css';

export interface SettlementContentProps {
  question: Question;
  state: WizardState;
}

/** Totals of the statement and the deficit (BE280, BE450). */
function DeficitSummary({ state }: { state: WizardState }) {
  const intl = useIntl();
  const { expenses, income, deficit } = settlementDeficit(state.records);
  return (
    <AmountSummary
      className={styles.summary}
      rows={[
        { label: intl.formatMessage(messages.totalExpenses), amount: expenses },
        { label: intl.formatMessage(messages.totalIncome), amount: income },
        { label: intl.formatMessage(messages.deficit), amount: deficit },
      ]}
    />
  );
}

function recipientLines(contact: ContactValue | null | undefined): string {
  if (!contact) return '';
  return [
    contact.organization,
    [contact.firstname, contact.lastname].filter(Boolean).join(' '),
    [contact.street, contact.houseNumber].filter(Boolean).join(' '),
    [contact.zipCode, contact.location].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/** BE450: deficit, image-use permission, payment recipient and IBAN (spec 01 §2.3). */
function ReviewSummary({ state }: { state: WizardState }) {
  const intl = useIntl();
  const statement = state.records.statement ?? {};
  const images = Array.isArray(statement.imageIds) ? statement.imageIds : Array.isArray(statement.images) ? statement.images : [];
  const imageUse =
    images.length === 0
      ? messages.imageUseNone
      : statement.allowImageUse === true
        ? messages.imageUseYes
        : statement.allowImageUse === false
          ? messages.imageUseNo
          : messages.notGiven;
  const recipient = statement.paymentRecipient as ContactValue | null | undefined;
  const iban = typeof statement.iban === 'string' && statement.iban ? statement.iban : recipient?.bankDetails?.iban;
  const { deficit } = settlementDeficit(state.records);
  return (
    <section aria-labelledby="settlement-summary-title">
      <p className={styles.intro}>{intl.formatMessage(messages.reviewIntro)}</p>
      <h2 id="settlement-summary-title" className={styles.summaryTitle}>
        {intl.formatMessage(messages.summaryTitle)}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{intl.formatMessage(messages.deficit)}</dt>
          <dd>{formatChf(deficit)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.imageUse)}</dt>
          <dd>{intl.formatMessage(imageUse)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.recipient)}</dt>
          <dd>{recipientLines(recipient) || intl.formatMessage(messages.notGiven)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.iban)}</dt>
          <dd>{iban ? formatIban(iban) : intl.formatMessage(messages.notGiven)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The texts around a page's fields (intros, checklist, totals, hints, confirmation pages). */
export function SettlementContent({ question, state }: SettlementContentProps) {
  const intl = useIntl();
  const text = useLabel();
  const { application } = state.records;
  const granted = typeof application.grantedAmount === 'number' ? application.grantedAmount : null;
  switch (question.code) {
    case 'BE200':
      return <p className={styles.intro}>{intl.formatMessage(messages.realizationIntro)}</p>;
    case 'BE210':
      return <p className={styles.warning}>{intl.formatMessage(messages.cancelWarning)}</p>;
    case 'BE220':
      return (
        <>
          <p className={styles.intro}>{intl.formatMessage(messages.checklistIntro)}</p>
          <ul className={styles.checklist}>
            <li>{intl.formatMessage(messages.checklistReceipts, { threshold: RECEIPT_THRESHOLD_CHF })}</li>
            <li>{intl.formatMessage(messages.checklistIncome)}</li>
            <li>{intl.formatMessage(messages.checklistImages, { count: MAX_SETTLEMENT_IMAGES })}</li>
            <li>{intl.formatMessage(messages.checklistRecipient)}</li>
          </ul>
        </>
      );
    case 'BE230':
    case 'BE240':
    case 'BE250':
      return granted === null ? null : <p className={styles.intro}>{intl.formatMessage(messages.granted, { amount: formatChf(granted) })}</p>;
    case 'BE260':
      return <p className={styles.intro}>{intl.formatMessage(messages.receiptsNeeded, { count: linesNeedingReceipts(state.records) })}</p>;
    case 'BE270':
      return (
        <p className={styles.intro}>
          {intl.formatMessage(messages.promised, { amount: formatChf(individualContributionPromised(state.records)) })}
        </p>
      );
    case 'BE280':
      return (
        <>
          <DeficitSummary state={state} />
          <p className={styles.hint}>{intl.formatMessage(messages.deficitHint)}</p>
        </>
      );
    case 'BE410':
    case 'BE420':
    case 'BE430':
    case 'BE440':
      return <p className={styles.hint}>{text(SETTLEMENT_MESSAGES.accountHolder)}</p>;
    case 'BE450':
      return <ReviewSummary state={state} />;
    case 'BE500':
      return (
        <>
          <p className={styles.intro}>{intl.formatMessage(messages.cancelledText)}</p>
          <DashboardLink />
        </>
      );
    default:
      return null;
  }
}
