import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiRequest, routePath } from '@portal/shared-domain';
import { flowStatus, loadRecords, navigate as navigateFlow, startWizard, type FieldErrors, type NavigationAction, type QuestionData, type WizardState, type WizardTransport } from '@portal/shared-domain/wizard';
import { singlePersonSettlement as flow } from '@portal/shared-domain/src/flows';
import { ErrorPage, useLang, useSession, type PageProps } from '@portal/shared-ui';
import { WizardView, wizardMessages } from '@portal/shared-ui/wizard';
import { type UploadFunction } from '@portal/shared-ui/form';
import { apiTransport, apiUpload, fieldErrorsOf } from '@portal/shared-ui/wizard';
import { DASHBOARD_ROUTE, DashboardLink } from './DashboardLink';
import { settlementMessages as messages } from './messages';
import { SettlementContent } from './SettlementContent';
import { needsLink, saveSettlementQuestion, settlementTransport, validateSettlement } from './settlement-runner';
import styles from './Settlement.module.css';

type Loaded =
  | { type: 'loading' }
  | { type: 'error'; status: number }
  | { type: 'unavailable' }
  | { type: 'ready'; state: WizardState };

/** The running settlement per application and session, kept across the page routes. */
const kept = new Map<string, WizardState>();

/** Forgets kept settlements (tests). */
export function resetSettlementCache(): void {
  kept.clear();
}

export interface SettlementPageProps extends PageProps {
  /** Injected in tests; default: the shared API client and POST /uploads. */
  transport?: WizardTransport;
  upload?: UploadFunction;
}

/**
 * Every route of the settlement wizard /gesuche/einzelperson-abrechnung/{id} (spec 01 §2.3): loads
 * GET /applications/{id} (data.statement kept apart), creates the statement when none exists yet,
 * shows the route's page with the wizard chrome, saves on /applications/{id}/statement{endpoint},
 * links the payout recipient, submits and cancels. The URL names the page; "next" and "back" move
 * between the page routes.
 */
export function SettlementPage({ route, params, transport: injected, upload }: SettlementPageProps) {
  const intl = useIntl();
  const lang = useLang();
  const routerNavigate = useNavigate();
  const location = useLocation();
  const { token, user } = useSession();
  const id = params.id ?? '';
  const cacheKey = `${id}:${token ?? ''}`;
  const now = useMemo(() => new Date(), []);
  const context = useMemo(() => ({ user: user ? { email: user.email, isAdmin: user.isAdmin } : null, now }), [user, now]);
  const transport = useMemo(() => settlementTransport(injected ?? apiTransport), [injected]);
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const state = kept.get(cacheKey);
    return state ? { type: 'ready', state } : { type: 'loading' };
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const busy = useRef(false);
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? null;

  const keep = useCallback(
    (state: WizardState) => {
      kept.set(cacheKey, state);
      setLoaded({ type: 'ready', state });
    },
    [cacheKey],
  );

  useEffect(() => {
    if (kept.has(cacheKey)) return;
    const controller = new AbortController();
    const path = `/applications/${encodeURIComponent(id)}`;
    (async () => {
      let data = await apiRequest<Record<string, unknown>>(path, { signal: controller.signal });
      if (!data.statement) {
        // Normally created from the dashboard; a direct link creates it here (spec 01 §7.2).
        if (data.status !== 'accepted') {
          setLoaded({ type: 'unavailable' });
          return;
        }
        data = await apiRequest<Record<string, unknown>>(`${path}/statement`, { method: 'POST', signal: controller.signal });
      }
      keep(startWizard(flow, loadRecords(data, 'statement'), context));
    })().catch((error: unknown) => {
      if ((error as Error)?.name === 'AbortError') return;
      setLoaded({ type: 'error', status: error instanceof ApiError ? error.status : 500 });
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per application and session
  }, [cacheKey]);

  const state = loaded.type === 'ready' ? loaded.state : null;
  const status = useMemo(() => (state ? flowStatus(flow, state, context) : null), [state, context]);
  const current = useMemo(() => {
    if (!status) return null;
    if (route.code && !status.questions[route.code]?.shouldSkip) return route.code;
    // The entry route (or a page that is not shown): the first open page, else the last shown one.
    const shown = flow.questions.filter((question) => !status.questions[question.code].shouldSkip);
    return (shown.find((question) => !status.questions[question.code].isCompleted) ?? shown[shown.length - 1]).code;
  }, [status, route.code]);

  const goTo = useCallback(
    (code: string, nextReturn: string | null, replace = false) => {
      const name = flow.question(code).routeName!;
      routerNavigate(routePath(name, { id }, lang), { replace, state: nextReturn ? { returnTo: nextReturn } : null });
    },
    [routerNavigate, id, lang],
  );

  useEffect(() => {
    if (current && current !== route.code) goTo(current, null, true);
  }, [current, route.code, goTo]);

  if (loaded.type === 'error') {
    return loaded.status === 404 || loaded.status === 403 ? (
      <ErrorPage status={loaded.status} />
    ) : (
      <div className={styles.notice} role="alert">
        {intl.formatMessage(messages.loadFailed)}
      </div>
    );
  }
  if (loaded.type === 'unavailable') {
    return (
      <section className={styles.notice} aria-labelledby="settlement-unavailable">
        <h1 id="settlement-unavailable" tabIndex={-1}>
          {intl.formatMessage(messages.title)}
        </h1>
        <p>{intl.formatMessage(messages.notAvailable)}</p>
        <DashboardLink />
      </section>
    );
  }
  if (!state || !status || !current) {
    return (
      <div className={styles.notice} role="status">
        {intl.formatMessage(messages.loading)}
      </div>
    );
  }
  if (submitted) return <Submitted />;

  const move = (action: NavigationAction, from: WizardState) => {
    const result = navigateFlow(flow, flowStatus(flow, from, context), { current, returnTo }, action);
    if (result.type === 'exit') routerNavigate(routePath(DASHBOARD_ROUTE, {}, lang));
    else goTo(result.state.current, result.state.returnTo);
  };

  /** Runs a save or the submission; `report: false` leaves the failure to the wizard chrome (review page). */
  const run = async (work: () => Promise<void>, report = true) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setSaveError(null);
    setServerErrors(null);
    try {
      await work();
    } catch (error) {
      if (!report) throw error;
      if (error instanceof ApiError && error.status === 422 && error.body.errors) {
        setServerErrors(fieldErrorsOf(flow.question(current), error.body.errors));
        setSaveError(intl.formatMessage(messages.invalidInput));
        return;
      }
      // Known answers of the API (e.g. 409 in another status) say what is wrong.
      setSaveError(error instanceof ApiError && error.status !== 500 ? error.message : intl.formatMessage(wizardMessages.saveFailed));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const save = (code: string, data: QuestionData) =>
    run(async () => {
      const next = await saveSettlementQuestion(flow, state, context, code, data, transport);
      keep(next);
      move({ type: 'next' }, next);
    });

  const onNavigate = (action: NavigationAction) => {
    if (action.type === 'next' && needsLink(flow, state, context, current)) {
      void save(current, state.answers[current]);
      return;
    }
    move(action, state);
  };

  const onComplete = () =>
    run(async () => {
      const data = await apiRequest<unknown>(`/applications/${encodeURIComponent(id)}/statement/submit`, { method: 'POST' });
      keep(startWizard(flow, loadRecords(data, 'statement'), context));
      setSubmitted(true);
    }, false);

  return (
    <WizardView
      flow={flow}
      state={state}
      context={context}
      current={current}
      title={intl.formatMessage(messages.title)}
      onSave={save}
      onNavigate={onNavigate}
      onComplete={onComplete}
      upload={upload ?? apiUpload}
      saving={saving}
      saveError={saveError}
      serverErrors={serverErrors}
      validate={(question, data) => validateSettlement(question, data, state, lang, now)}
      renderContent={(question) => <SettlementContent question={question} state={state} />}
    />
  );
}

/** After submission (spec 01 §2.3 BE450): the confirmation, focused and announced. */
function Submitted() {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.notice} aria-labelledby="settlement-submitted">
      <h1 id="settlement-submitted" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.submittedTitle)}
      </h1>
      <p role="status">{intl.formatMessage(messages.submitted)}</p>
      <p>{intl.formatMessage(messages.submittedNext)}</p>
      <DashboardLink />
    </section>
  );
}
