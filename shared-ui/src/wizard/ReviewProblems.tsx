import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { type Flow, type WizardContext, type WizardState } from '@portal/shared-domain/wizard-core';
import { NON_ANSWER_PAGES, flowProblems, flowStatus } from '@portal/shared-domain/wizard';
import { useIntlLang, useLabel } from './label';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface ReviewProblem {
  code: string;
  title: string;
  message: string;
}

/**
 * What stands between the review page and a submission, in the flow's order: shown questions not
 * answered yet, and answers that break a rule as things stand now (the API refuses the same:
 * `flowProblems`). Empty when the application can be submitted.
 */
export function useReviewProblems(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'>, enabled: boolean): ReviewProblem[] {
  const intl = useIntl();
  const lang = useIntlLang();
  const text = useLabel();
  // Runs every rule of the flow: once per change of the answers, not on every render.
  return useMemo(() => {
    if (!enabled) return [];
    const status = flowStatus(flow, state, context);
    const broken = new Map(flowProblems(flow, state, context, lang).map((problem) => [problem.code, problem]));
    return flow.questions.flatMap((question) => {
      const title = text(question.title) || question.code;
      const own = status.questions[question.code];
      if (question.clientOnly || NON_ANSWER_PAGES.has(question.page) || own.shouldSkip || own.isLocked) return [];
      if (!own.isCompleted) return [{ code: question.code, title, message: intl.formatMessage(wizardMessages.reviewUnanswered) }];
      const problem = broken.get(question.code);
      return problem ? [{ code: question.code, title, message: Object.values(problem.errors)[0] }] : [];
    });
  }, [enabled, flow, state, context, lang, text, intl]);
}

export interface ReviewProblemsProps {
  problems: ReviewProblem[];
  /** Go to the question (and come back to the review after saving). */
  onChange: (code: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The review page's list of what to fix before submitting, each with a button to its question.
 * Focused (and announced) when the applicant tries to submit anyway.
 */
export function ReviewProblems({ problems, onChange, ref }: ReviewProblemsProps) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className={styles.errorSummary} tabIndex={-1} aria-labelledby="wizard-review-problems-title">
      <h2 id="wizard-review-problems-title" className={styles.errorSummaryTitle}>
        {intl.formatMessage(wizardMessages.reviewProblemsTitle)}
      </h2>
      <ul className={styles.errorSummaryList}>
        {problems.map((problem) => (
          <li key={problem.code}>
            {intl.formatMessage(wizardMessages.reviewProblem, { title: <strong key="title">{problem.title}</strong>, message: problem.message })}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onChange(problem.code)}>
              {intl.formatMessage(wizardMessages.reviewFix)}
              <span className={styles.visuallyHidden}> {problem.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
