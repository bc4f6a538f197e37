import { useIntl } from 'react-intl';
import { currentData } from '@portal/shared-domain/wizard';
import type { BudgetLine, ContactValue, FieldDef, Flow, FlowStatus, WizardState } from '@portal/shared-domain/wizard';
import { budgetTotal, formatChf, amountValue } from '@portal/shared-ui/form';
import { useLabel } from './label';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface ReviewListProps {
  flow: Flow;
  state: WizardState;
  status: FlowStatus;
  /** "Ändern": go to the question (and come back here after saving). */
  onChange: (code: string) => void;
}

/**
 * The check-answers page (GOV.UK pattern) built from the same flow definition: every visible
 * question page with fields, its answers formatted for reading, and an "Ändern" button per
 * question (locked questions have none).
 */
export function ReviewList({ flow, state, status, onChange }: ReviewListProps) {
  const intl = useIntl();
  const text = useLabel();
  const empty = intl.formatMessage(wizardMessages.reviewEmpty);

  const format = (field: FieldDef, value: unknown): string[] => {
    const optionLabel = (v: unknown) => {
      const option = field.options?.find((o) => o.value === v);
      return option ? text(option.label) : String(v);
    };
    if (value === null || value === undefined || value === '') return [empty];
    switch (field.kind) {
      case 'checkbox':
        return [intl.formatMessage(value === true ? wizardMessages.yes : wizardMessages.no)];
      case 'radio':
      case 'radio-group':
      case 'select':
      case 'toggle-select':
        if (typeof value === 'boolean' && !field.options?.length)
          return [intl.formatMessage(value ? wizardMessages.yes : wizardMessages.no)];
        return [optionLabel(value)];
      case 'checkbox-group':
        return Array.isArray(value) && value.length ? value.map(optionLabel) : [empty];
      case 'date-range': {
        const range = value as { start?: string | null; end?: string | null };
        return [intl.formatMessage(wizardMessages.dateRange, { start: range.start || empty, end: range.end || empty })];
      }
      case 'file-select': {
        const files = (Array.isArray(value) ? value : [value]) as Array<{ name?: string; id?: unknown }>;
        return files.length ? files.map((file) => file.name ?? String(file.id)) : [empty];
      }
      case 'budget': {
        const lines = (Array.isArray(value) ? value : []) as BudgetLine[];
        if (!lines.length) return [empty];
        return [
          ...lines.map((line) =>
            intl.formatMessage(wizardMessages.budgetLine, {
              name: line.type ? optionLabel(line.type) : (line.description ?? ''),
              amount: formatChf(amountValue(line.amount)),
            }),
          ),
          intl.formatMessage(wizardMessages.budgetTotal, { amount: formatChf(budgetTotal(lines)) }),
        ];
      }
      case 'contact': {
        const c = value as ContactValue;
        return [
          c.organization ?? '',
          [c.firstname, c.lastname].filter(Boolean).join(' '),
          [c.street, c.houseNumber].filter(Boolean).join(' '),
          [c.zipCode, c.location].filter(Boolean).join(' '),
          c.phone ?? '',
          c.email ?? '',
          c.bankDetails?.iban ?? '',
        ].filter(Boolean);
      }
      default:
        return [String(value)];
    }
  };

  const questions = flow.questions.filter(
    (q) => q.page === 'question' && q.fields.length > 0 && !status.questions[q.code]?.shouldSkip,
  );

  return (
    <dl className={styles.review}>
      {questions.flatMap((question) => {
        const data = currentData(question, state);
        const locked = status.questions[question.code]?.isLocked;
        return question.fields.map((field, index) => {
          const label = text(field.label) || text(question.title) || question.code;
          return (
            <div key={`${question.code}-${field.name}`} className={styles.reviewRow}>
              <dt className={styles.reviewKey}>{label}</dt>
              <dd className={styles.reviewValue}>
                {format(field, data[field.name]).map((line, i) => (
                  <span key={i} className={styles.reviewLine}>
                    {line}
                  </span>
                ))}
              </dd>
              <dd className={styles.reviewAction}>
                {index === 0 && !locked && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => onChange(question.code)}
                  >
                    {intl.formatMessage(wizardMessages.reviewChange)}
                    <span className={styles.visuallyHidden}> {label}</span>
                  </button>
                )}
              </dd>
            </div>
          );
        });
      })}
    </dl>
  );
}
