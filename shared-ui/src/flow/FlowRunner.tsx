import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ApiError, navigateToRoute, routePath, sessionIdentity, type Lang } from '@portal/shared-domain';
import { type Flow, type FlowStage, type FlowStatus, type NavigationAction, type NavigationState, type Question, type QuestionAction, type QuestionData, type WizardState, type WizardTransport } from '@portal/shared-domain/wizard-core';
import { executeSave, flowStatus, isRecord, loadRecords, navigate, needsSave, startWizard, type FieldErrors } from '@portal/shared-domain/wizard';
import { canCreateStatement, type ApplicationFacts } from '@portal/shared-domain/applications';
import { ErrorPage, useLang, useSession } from '@portal/shared-ui';
import type { UploadFunction } from '@portal/shared-ui/form';
import { useWizardData, type WizardData } from './wizard-data';
import { WizardView, wizardMessages, wizardStyles as styles } from '@portal/shared-ui/wizard';

const messages = defineMessages({
  loading: { id: 'shared-ui.flow-runner.loading', defaultMessage: 'Das Gesuch wird geladen…' },
  loadFailed: {
    id: 'shared-ui.flow-runner.load-failed',
    defaultMessage: 'Das Gesuch konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  },
  statementLoading: { id: 'shared-ui.flow-runner.statement-loading', defaultMessage: 'Die Abrechnung wird geladen…' },
  statementLoadFailed: {
    id: 'shared-ui.flow-runner.statement-load-failed',
    defaultMessage: 'Die Abrechnung konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  },
  statementUnavailable: {
    id: 'shared-ui.flow-runner.statement-unavailable',
    defaultMessage: 'Für dieses Gesuch kann keine Abrechnung eingereicht werden: Eine Abrechnung ist erst möglich, wenn das Gesuch bewilligt wurde.',
  },
  signInFirst: {
    id: 'shared-ui.flow-runner.sign-in-first',
    defaultMessage: 'Bitte öffnen Sie zuerst den Anmeldelink, den wir Ihnen per E-Mail geschickt haben. Danach können Sie das Gesuch starten.',
  },
});

/**
 * The named actions a question may run before its answer is kept (the question's `action`):
 * 'request-sign-in-link' sends the e-mail link that brings the visitor back to `returnTo`.
 */
async function runAction(flow: Flow, action: QuestionAction, data: QuestionData, lang: Lang, server: WizardData): Promise<void> {
  switch (action.name) {
    case 'request-sign-in-link': {
      const returnTo = flow.question(action.returnTo).routeName;
      if (!returnTo) throw new Error(`${flow.id}: ${action.returnTo} has no route`);
      await server.requestLoginLink({ email: String(data[action.field] ?? '').trim(), lang, redirect: routePath(returnTo, {}, lang) });
      return;
    }
  }
}

export interface FlowRunnerProps {
  flow: Flow;
  /** The application id of the route; null opens the wizard before the application exists. */
  applicationId: string | null;
  /** 'application' (default: the flow's mode) or 'statement' (answers live in data.statement). */
  mode?: FlowStage;
  /** Question code of the route; undefined on the flow's entry routes (then the wizard resumes). */
  code?: string;
  /** Body of POST /applications when a question needs the application and none exists yet. */
  createBody?: { type: string; subtype?: string };
  /** Route name of "close" and of "back" before the first page. */
  exitRoute: string;
  /** Title above the steps. */
  title?: string;
  /**
   * After the review page's submission: by default the runner moves on to the next page (a
   * completion page). With a confirmation it stays on the review route and shows the confirmation
   * instead of the wizard (its heading focused, its message announced).
   */
  confirmation?: { title: string; message: string; children?: ReactNode };
  /** Statement mode: shown when the application has no statement and cannot get one (not granted). */
  unavailable?: ReactNode;
  /** Injected for tests; default: the shared API client. */
  transport?: WizardTransport;
  upload?: UploadFunction;
}

interface Session {
  state: WizardState;
  returnTo: string | null;
}

/**
 * Keeps a running wizard between route changes (each question is its own route): the state read
 * from the server and the review page's return target. Keyed by flow, application and user.
 */
const sessions = new Map<string, Session>();
const sessionKey = (flow: Flow, id: string | null, identity: string | null) => `${flow.id}:${id ?? 'new'}:${identity ?? ''}`;

/** Forgets the kept wizards (sign-out, tests). */
export function resetFlowRunnerCache(): void {
  sessions.clear();
}

function needsId(question: Question): boolean {
  return question.fullPath?.includes('{id}') ?? false;
}

/** Where an entry route opens: the first shown question that is not complete, else the last shown page. */
function resumeCode(flow: Flow, status: FlowStatus): string {
  const shown = flow.questions.filter((question) => !status.questions[question.code].shouldSkip);
  const open = shown.find((question) => !status.questions[question.code].isCompleted && question.page !== 'completion');
  return (open ?? shown[shown.length - 1]).code;
}

type LoadFailure = { status: number } | 'unavailable';

/** 422 errors are keyed by payload key ('start', 'taxableIncomeDocumentId', 'expenses.0.amount'); the form by field name. */
export function fieldErrorsOf(question: Question, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, list] of Object.entries(errors)) {
    const [head, ...rest] = key.split('.');
    const spread = question.fields.find((field) => field.spread && (head === 'start' || head === 'end'));
    const sent = question.fields.find((field) => (field.sendAs ?? field.name) === head);
    if (!spread && !sent && !question.fields.some((field) => field.name === head)) continue;
    const name = spread ? `${spread.name}.${head}` : [sent?.name ?? head, ...rest].join('.');
    out[name] = list;
  }
  return out;
}

/**
 * The generic wizard runner of the remotes (single person, group, project; application and
 * statement): loads the application (GET /applications/{id}), creates it when a question first
 * needs it (POST /applications), renders the route's question with WizardView, saves through the
 * engine's executeSave on the shared API client, uploads to /uploads, submits on the review page
 * and navigates by route name. In statement mode it creates a granted application's missing
 * statement. "Next" on an unchanged page links a prefilled contact that is not linked yet (the
 * engine's `needsSave`); after submitting it moves on or, with `confirmation`, stays and confirms.
 */
export function FlowRunner(props: FlowRunnerProps) {
  const { flow, applicationId, code, createBody, exitRoute, title, confirmation, unavailable } = props;
  const mode = props.mode ?? flow.mode;
  const server = useWizardData();
  const transport = props.transport ?? server.transport;
  const upload = props.upload ?? server.upload;
  const intl = useIntl();
  const lang = useLang();
  const sessionState = useSession();
  const { user, status: sessionStatus } = sessionState;
  const identity = sessionIdentity(sessionState);
  const now = useMemo(() => new Date(), []);
  const context = useMemo(() => ({ user: user ? { email: user.email, isAdmin: user.isAdmin } : null, now }), [user, now]);
  const key = sessionKey(flow, applicationId, identity);
  const [session, setSession] = useState<Session | null>(() => sessions.get(key) ?? (applicationId ? null : { state: startWizard(flow, { application: {}, statement: null }, context), returnTo: null }));
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const busy = useRef(false);

  const keep = useCallback(
    (next: Session, id: string | null = applicationId) => {
      sessions.set(sessionKey(flow, id, identity), next);
      setSession(next);
    },
    [flow, applicationId, identity],
  );

  // Load (or re-read with the signed-in user once the session is known).
  useEffect(() => {
    if (sessionStatus === 'loading') return;
    // A kept wizard keeps its local answers too (FE370, confirmations), so it is not re-read.
    const kept = sessions.get(key);
    if (kept) {
      setSession(kept);
      return;
    }
    if (!applicationId) {
      setSession({ state: startWizard(flow, { application: {}, statement: null }, context), returnTo: null });
      return;
    }
    let left = false;
    setLoadError(null);
    server
      .load(applicationId)
      .then(async (loaded) => {
        if (left) return;
        let data = loaded;
        if (mode === 'statement' && isRecord(data) && !isRecord(data.statement)) {
          // The settlement needs its statement (spec 01 §7.2): normally created from the
          // dashboard; a direct link creates it while the application is granted.
          if (!canCreateStatement(data as ApplicationFacts)) {
            setLoadError('unavailable');
            return;
          }
          data = await server.createStatement(applicationId);
        }
        if (left) return;
        // A transition: React renders the first question in slices, between which the phone
        // answers taps (one task of 50–70 ms on a slow phone otherwise); the loading state stays
        // on screen until it commits.
        startTransition(() => keep({ state: startWizard(flow, loadRecords(data, mode), context), returnTo: null }));
      })
      .catch((error: unknown) => {
        if (!left) setLoadError({ status: error instanceof ApiError ? error.status : 500 });
      });
    return () => {
      left = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the application or the user changes
  }, [key, sessionStatus]);

  const status = useMemo(() => (session ? flowStatus(flow, session.state, context) : null), [flow, session, context]);
  const current = useMemo(() => {
    if (!status) return null;
    if (code && !status.questions[code]?.shouldSkip) return code;
    return resumeCode(flow, status);
  }, [flow, status, code]);

  // The route's question is hidden (e.g. an e-mail page after sign-in): show the right one.
  useEffect(() => {
    if (!current || current === code) return;
    const question = flow.question(current);
    if (question.routeName) navigateToRoute(question.routeName, needsId(question) && applicationId ? { id: applicationId } : {});
  }, [flow, current, code, applicationId]);

  const go = async (action: NavigationAction, from: Session) => {
    if (!current) return;
    const nav: NavigationState = { current, returnTo: from.returnTo };
    const result = navigate(flow, flowStatus(flow, from.state, context), nav, action);
    if (result.type === 'exit') {
      navigateToRoute(exitRoute);
      return;
    }
    const target = flow.question(result.state.current);
    let id = (from.state.records.application.id as string | undefined) ?? applicationId;
    let next: Session = { ...from, returnTo: result.state.returnTo };
    if (needsId(target) && !id) {
      if (!context.user || !createBody) {
        setSaveError(intl.formatMessage(messages.signInFirst));
        return;
      }
      const created = await server.create(createBody);
      id = String(created.id);
      next = { state: startWizard(flow, loadRecords(created, mode), context), returnTo: null };
    }
    keep(next, needsId(target) ? (id ?? null) : applicationId);
    if (target.routeName) navigateToRoute(target.routeName, needsId(target) && id ? { id } : {});
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setSaveError(null);
    setServerErrors(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body.errors && current) {
        const mapped = fieldErrorsOf(flow.question(current), error.body.errors);
        // Errors of other questions (a submission's re-check) are told by the API's own message.
        if (Object.keys(mapped).length > 0) {
          setServerErrors(mapped);
          setSaveError(Object.values(mapped).map((list) => list[0]).join(' '));
          return;
        }
      }
      // Known refusals of the API (e.g. 409 in another status) say what is wrong.
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
      setSaveError(known || intl.formatMessage(wizardMessages.saveFailed));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  if (loadError === 'unavailable') {
    return unavailable ?? <p className={styles.wizard}>{intl.formatMessage(messages.statementUnavailable)}</p>;
  }
  if (loadError) {
    return loadError.status === 404 || loadError.status === 403 ? (
      <ErrorPage status={loadError.status} />
    ) : (
      <div className={styles.wizard} role="alert">
        {intl.formatMessage(mode === 'statement' ? messages.statementLoadFailed : messages.loadFailed)}
      </div>
    );
  }
  if (!session || !status || !current) {
    return (
      <div className={styles.wizard} role="status">
        {intl.formatMessage(mode === 'statement' ? messages.statementLoading : messages.loading)}
      </div>
    );
  }

  const onSave = (saveCode: string, data: QuestionData) =>
    run(async () => {
      let state = session.state;
      const question = flow.question(saveCode);
      if (question.action) await runAction(flow, question.action, data, lang, server);
      if (question.save && (state.records.application.id === undefined || state.records.application.id === null)) {
        if (!createBody) throw new Error(`${flow.id}: ${saveCode} needs an application`);
        const created = await server.create(createBody);
        state = startWizard(flow, loadRecords(created, mode), context);
      }
      const result = await executeSave(flow, state, context, saveCode, data, transport);
      if (question.submit) {
        // The question's confirmation also submits (the partial statement, spec 02 BG440).
        const id = encodeURIComponent(String(result.state.records.application.id));
        const base = mode === 'statement' ? `/applications/${id}/statement` : `/applications/${id}`;
        const records = loadRecords(await server.submit(`${base}${question.submit.endpoint}`), mode);
        const next = flow.question(question.submit.next);
        keep({ state: startWizard(flow, records, context), returnTo: null });
        if (next.routeName) navigateToRoute(next.routeName, needsId(next) ? { id: String(records.application.id) } : {});
        return;
      }
      await go({ type: 'next' }, { state: result.state, returnTo: session.returnTo });
    });

  if (submitted && confirmation) return <Confirmation {...confirmation} />;

  const onComplete = () =>
    run(async () => {
      const id = encodeURIComponent(String(session.state.records.application.id));
      const base = mode === 'statement' ? `/applications/${id}/statement` : `/applications/${id}`;
      // The answer is the application (and its statement) as the server keeps it after submission.
      const records = loadRecords(await server.submit(`${base}/submit`), mode);
      const next: Session = { state: startWizard(flow, records, context), returnTo: null };
      if (confirmation) {
        keep(next);
        setSubmitted(true);
        return;
      }
      await go({ type: 'next' }, next);
    });

  // "Next" on an unchanged page still saves what the server does not hold yet (a prefilled
  // contact that is not linked); locked pages only move on.
  const onNavigate = (action: NavigationAction) => {
    if (action.type === 'next' && !status.questions[current].isLocked && needsSave(flow, session.state, context, current)) {
      void onSave(current, session.state.answers[current]);
      return;
    }
    void run(() => go(action, session));
  };

  return (
    <WizardView
      flow={flow}
      state={session.state}
      context={context}
      current={current}
      title={title}
      onSave={onSave}
      onNavigate={onNavigate}
      onComplete={onComplete}
      upload={upload}
      saving={saving}
      saveError={saveError}
      serverErrors={serverErrors}
    />
  );
}

/** After a submission that stays on the review route: the confirmation, focused and announced. */
function Confirmation({ title, message, children }: NonNullable<FlowRunnerProps['confirmation']>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.wizard} aria-labelledby="flow-runner-confirmation">
      <h1 id="flow-runner-confirmation" ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      <p role="status">{message}</p>
      {children}
    </section>
  );
}
