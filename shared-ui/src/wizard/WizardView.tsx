import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrors } from '@portal/shared-domain/wizard';
import { changedFields } from '@portal/shared-domain/wizard-core';
import { currentData, flowStatus, loadQuestionData, nextQuestion, questionDataReady, validateQuestion } from '@portal/shared-domain/wizard';
import type { Flow, FlowStatus, NavigationAction, Question, QuestionData, QuestionErrors, WizardContext, WizardState } from '@portal/shared-domain/wizard-core';
import type { UploadFunction } from '../form';
import { ContactsLink } from './ContactsLink';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { FieldRenderer } from './FieldRenderer';
import { FieldLoading, KIND_RENDERERS, preloadKinds } from './kinds';
import { useLabel, useIntlLang } from './label';
import { wizardMessages } from './messages';
import { ReviewList } from './ReviewList';
import { uploadsRunning, uploadsSettled } from './file-names';
import { ReviewProblems, useReviewProblems } from './ReviewProblems';
import { QuestionContent } from './Widgets';
import { scrollToElement } from './scroll';
import { StepList } from './StepList';
import { errorTargetId } from './validate';
import styles from './Wizard.module.css';

export interface WizardViewProps {
  flow: Flow;
  /** The application data: stored records and the answers read from them. */
  state: WizardState;
  context: Pick<WizardContext, 'user' | 'now'>;
  /** Code of the question (page) shown. */
  current: string;
  /**
   * Save-and-next: called with the question's new data after it passed validation and changed.
   * The caller saves (engine `planSave`/`executeSave`) and then navigates; a rejection is shown
   * as a save failure.
   */
  onSave: (code: string, data: QuestionData) => Promise<void> | void;
  /** Back, next (nothing changed), jump to a step, change (review page) and close. */
  onNavigate: (action: NavigationAction) => void;
  /** The review page's complete button (submit the application). */
  onComplete?: () => Promise<void> | void;
  /** Upload function for file fields (wrap `uploadFile` of @portal/shared-domain). */
  upload?: UploadFunction;
  /** A save is running (buttons inert, 'Wird gespeichert…' announced). */
  saving?: boolean;
  /** A save failed: shown and announced; a string replaces the default text. */
  saveError?: string | boolean | null;
  /** Field errors of a 422 answer, by field name; the first of each is shown. */
  serverErrors?: FieldErrors | null;
  /** Question validation; default: the engine's `validateQuestion` (catalogue rules). */
  validate?: (question: Question, data: QuestionData) => QuestionErrors;
  /** Title of the whole wizard (above the steps). */
  title?: string;
  /** Hide the steps navigation (quick checks). */
  hideSteps?: boolean;
}

/**
 * The wizard chrome (spec 00 §2.16): question counter, steps list with jump, the question's
 * fields from the flow definition, lazy validation with an error summary and a smooth scroll to
 * the first error, back / next / save-and-next / accept / complete / close, saving and failure
 * states. Focus moves to the question heading on every page change.
 */
export function WizardView(props: WizardViewProps) {
  const { flow, state, context, current, onNavigate, saving, title, hideSteps } = props;
  const intl = useIntl();
  const status = useMemo(() => flowStatus(flow, state, context), [flow, state, context]);
  const question = flow.question(current);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current]);

  // The next page's code (uploads, budgets, contacts) and data (the country list, the IBAN check)
  // download while this page is filled in: the next page shown now, and the hidden pages before
  // it, which this page's answer may still show (BE440 once a payment recipient is given).
  useEffect(() => {
    const index = flow.questions.findIndex((question) => question.code === current);
    const next = nextQuestion(flow, status, current);
    const end = next ? flow.questions.findIndex((question) => question.code === next) : index + 1;
    const following = flow.questions.slice(index + 1, end + 1);
    preloadKinds(KIND_RENDERERS, following.flatMap((question) => question.fields));
    loadQuestionData(following).catch(() => undefined); // the page itself tries again
  }, [flow, status, current]);

  return (
    <div className={styles.wizard}>
      <div className={styles.topBar}>
        {title && <p className={styles.wizardTitle}>{title}</p>}
        <button
          type="button"
          className={styles.closeButton}
          aria-label={intl.formatMessage(wizardMessages.closeLabel)}
          aria-disabled={saving || undefined}
          onClick={() => !saving && onNavigate({ type: 'close' })}
        >
          {intl.formatMessage(wizardMessages.close)}
        </button>
      </div>
      <div className={styles.layout}>
        {!hideSteps && (
          <StepList flow={flow} status={status} current={current} onJump={(step) => onNavigate({ type: 'jump', step })} disabled={saving} />
        )}
        <QuestionPage key={current} {...props} question={question} status={status} headingRef={headingRef} />
      </div>
    </div>
  );
}

interface QuestionPageProps extends WizardViewProps {
  question: Question;
  status: FlowStatus;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function QuestionPage({
  flow,
  state,
  context,
  question,
  status,
  headingRef,
  onSave,
  onNavigate,
  onComplete,
  upload,
  saving = false,
  saveError,
  serverErrors,
  validate,
}: QuestionPageProps) {
  const intl = useIntl();
  const text = useLabel();
  const lang = useIntlLang();
  const stored = useMemo(() => currentData(question, state), [question, state]);
  const [draft, setDraft] = useState<QuestionData>(stored);
  // The latest answer, also inside a submit that waited for running uploads.
  const draftRef = useRef(draft);
  const [waitingForUploads, setWaitingForUploads] = useState(false);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  // The review page validates and summarises every question: it waits for all their data.
  const ready = useQuestionData(question.page === 'review' ? flow.questions : question);
  const problems = useReviewProblems(flow, state, context, question.page === 'review' && ready);
  const number = status.numbers[question.code];
  const locked = status.questions[question.code]?.isLocked ?? false;
  const changed = changedFields(question.fields, stored, draft).length > 0;

  const shownErrors = useMemo(() => {
    const server: QuestionErrors = {};
    for (const [key, messages] of Object.entries(serverErrors ?? {})) if (messages[0]) server[key] = messages[0];
    return { ...server, ...errors };
  }, [serverErrors, errors]);

  const runValidation = (data: QuestionData) =>
    validate ? validate(question, data) : validateQuestion(question, data, { lang, now: context.now, records: state.records, stored });

  const showErrors = (found: QuestionErrors) => {
    const items = Object.entries(found).map(([key, message]) => ({ targetId: errorTargetId(question.code, key), message }));
    setErrors(found);
    setSummary(items);
    const first = items[0] && document.getElementById(items[0].targetId);
    if (first) {
      first.focus({ preventScroll: true });
      void scrollToElement(first);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !ready) return;
    setFailed(null);
    if (question.page === 'review') {
      // Nothing is sent while the page lists what to fix: the list is focused instead.
      if (problems.length > 0) {
        problemsRef.current?.focus();
        return;
      }
      try {
        await onComplete?.();
      } catch (error) {
        setFailed(error instanceof Error && error.message ? error.message : intl.formatMessage(wizardMessages.saveFailed));
      }
      return;
    }
    if (locked) {
      onNavigate({ type: 'next' });
      return;
    }
    if (uploadsRunning()) {
      setWaitingForUploads(true);
      await uploadsSettled();
      setWaitingForUploads(false);
    }
    const draft = draftRef.current;
    const changed = changedFields(question.fields, stored, draft).length > 0;
    const found = runValidation(draft);
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    // A question that submits (spec 02 BG440) confirms even when its answer is unchanged.
    if (!changed && !question.submit) {
      setErrors({});
      setSummary([]);
      onNavigate({ type: 'next' });
      return;
    }
    // Valid: the form resets its validation state and emits the data (spec 00 §5.2).
    setErrors({});
    setSummary([]);
    try {
      await onSave(question.code, draft);
    } catch {
      setFailed(intl.formatMessage(wizardMessages.saveFailed));
    }
  };

  const failure = failed ?? (saveError ? (typeof saveError === 'string' ? saveError : intl.formatMessage(wizardMessages.saveFailed)) : null);
  const terminal = question.page === 'completion' || question.page === 'thank-you' || question.page === 'cancellation';
  const submitLabel = question.submit && !locked ? text(question.submit.label) : null;
  const primary =
    question.page === 'review'
      ? wizardMessages.complete
      : question.page === 'start'
        ? wizardMessages.accept
        : changed && !locked
          ? wizardMessages.saveAndNext
          : wizardMessages.next;
  const heading = text(question.title) || question.code;

  return (
    <form className={styles.page} noValidate onSubmit={submit} aria-busy={saving || undefined} aria-labelledby="wizard-question-heading">
      {number !== null && number !== undefined && (
        <p className={styles.counter}>{intl.formatMessage(wizardMessages.counter, { number })}</p>
      )}
      <h1 id="wizard-question-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <ErrorSummary ref={summaryRef} errors={summary} />
      {failure && (
        <div role="alert" className={styles.saveError}>
          {failure}
        </div>
      )}
      {locked && <p className={styles.locked}>{text(question.lockedNote?.({ ...state.records, user: context.user, now: context.now }) ?? undefined) || intl.formatMessage(wizardMessages.locked)}</p>}
      <QuestionContent question={question} view={{ ...state.records, user: context.user, now: context.now }} />
      {!ready && <FieldLoading of={question.page === 'review' ? 'review' : 'page'} />}
      {ready && question.page === 'review' && (
        <ReviewProblems ref={problemsRef} problems={problems} onChange={(code) => onNavigate({ type: 'change', code })} />
      )}
      {ready && question.page === 'review' && (
        <ReviewList flow={flow} state={state} context={context} onChange={(code) => onNavigate({ type: 'change', code })} />
      )}
      <Fields locked={locked}>
        {ready && question.fields.map((field) => (
          <FieldRenderer
            key={field.name}
            code={question.code}
            field={field}
            data={draft}
            errors={shownErrors}
            upload={upload}
            records={state.records}
            kinds={KIND_RENDERERS}
            onChange={(name, value) => {
              draftRef.current = { ...draftRef.current, [name]: value };
              setDraft(draftRef.current);
            }}
          />
        ))}
      </Fields>
      <ContactsLink question={question} records={state.records} />
      <div className={styles.status} role="status">
        {saving ? intl.formatMessage(wizardMessages.saving) : waitingForUploads ? intl.formatMessage(wizardMessages.waitingForUploads) : ''}
      </div>
      <div className={styles.actions}>
        {!terminal && (
          <button
            type="submit"
            className={styles.primary}
            aria-disabled={saving || undefined}
          >
            {saving ? intl.formatMessage(wizardMessages.saving) : (submitLabel ?? intl.formatMessage(primary))}
          </button>
        )}
        {/* A completion, thank-you or cancellation page ends the journey: nothing to go back to. */}
        {!terminal && (
          <button
            type="button"
            className={styles.secondary}
            aria-disabled={saving || undefined}
            onClick={() => !saving && onNavigate({ type: 'back' })}
          >
            {intl.formatMessage(wizardMessages.back)}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Whether the data the questions read (their `load`: the country list) is there; starts its
 * download otherwise and renders again when it has come. A failed download goes to the remote's
 * error boundary, as a page's failed chunk does.
 */
function useQuestionData(needs: Question | readonly Question[]): boolean {
  const questions = useMemo(() => (Array.isArray(needs) ? needs : [needs]), [needs]) as readonly Question[];
  const ready = questionDataReady(questions);
  const [, rendered] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadQuestionData(questions).then(
      () => live && rendered((count) => count + 1),
      (error: unknown) =>
        live &&
        rendered(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [ready, questions]);
  return ready;
}

/** A locked question's fields are disabled together. */
function Fields({ locked, children }: { locked: boolean; children: ReactNode }) {
  return locked ? (
    <fieldset className={styles.fields} disabled>
      {children}
    </fieldset>
  ) : (
    <div className={styles.fields}>{children}</div>
  );
}
