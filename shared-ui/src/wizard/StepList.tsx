import { useIntl } from 'react-intl';
import type { Flow, FlowStatus } from '@portal/shared-domain/wizard-core';
import { useLabel } from './label';
import { wizardMessages } from './messages';
import styles from './Wizard.module.css';

export interface StepListProps {
  flow: Flow;
  status: FlowStatus;
  /** Code of the question shown. */
  current: string;
  onJump: (step: string) => void;
  disabled?: boolean;
}

type StepState = 'done' | 'current' | 'in-progress' | 'not-started';

/**
 * "Jump to step": the listed steps (at least one visible question) with their status; the
 * current one is marked aria-current="step".
 */
export function StepList({ flow, status, current, onJump, disabled }: StepListProps) {
  const intl = useIntl();
  const text = useLabel();
  const currentStep = flow.question(current).step;
  const stateText: Record<StepState, string> = {
    done: intl.formatMessage(wizardMessages.stepDone),
    current: intl.formatMessage(wizardMessages.stepCurrent),
    'in-progress': intl.formatMessage(wizardMessages.stepInProgress),
    'not-started': intl.formatMessage(wizardMessages.stepNotStarted),
  };
  return (
    <nav className={styles.steps} aria-labelledby="wizard-steps-title">
      <h2 id="wizard-steps-title" className={styles.stepsTitle}>
        {intl.formatMessage(wizardMessages.stepsTitle)}
      </h2>
      <ol className={styles.stepList}>
        {status.steps
          .filter((step) => step.isListed)
          .map((step) => {
            const def = flow.steps.find((s) => s.name === step.name);
            const name = text(def?.title) || step.name;
            const state: StepState =
              step.name === currentStep ? 'current' : step.isCompleted ? 'done' : step.isTouched ? 'in-progress' : 'not-started';
            return (
              <li key={step.name} className={[styles.step, styles[`step-${state}`]].join(' ')}>
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-current={state === 'current' ? 'step' : undefined}
                  aria-disabled={disabled || undefined}
                  onClick={() => !disabled && onJump(step.name)}
                >
                  <span className={styles.stepMarker} aria-hidden="true">
                    {state === 'done' ? '✓' : ''}
                  </span>
                  <span>{intl.formatMessage(wizardMessages.stepJump, { name, status: stateText[state] })}</span>
                </button>
              </li>
            );
          })}
      </ol>
    </nav>
  );
}
