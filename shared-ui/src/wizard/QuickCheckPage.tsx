import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigateToRoute, routePath } from '@portal/shared-domain';
import { answerQuickCheck, canMoveOn, evaluateQuickCheck, dismissQuickCheckPopup, quickCheckAnswered, quickCheckPassed, startQuickCheck, type Flow, type QuestionData, type QuickCheckState } from '@portal/shared-domain/wizard-core';
import { useLang } from '@portal/shared-ui';
import { Markdown } from '../form/Markdown';
import { FieldRenderer } from './FieldRenderer';
import { QUICK_CHECK_KINDS } from './kinds/choice';
import { useLabel } from './label';
import { wizardMessages } from './messages';
import { QuickCheckResult } from './QuickCheckResult';
import styles from './QuickCheck.module.css';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Every quick check (spec 00 §4.6) from its flow definition: the questions appear one after
 * another on one screen; each confirmed answer is evaluated at once and may open a result pop-up.
 * Dismissing closes the pop-up and keeps the answers; a passed check leads to the application.
 *
 * A click, a tap or Space confirms a choice. The arrow keys of a radio group only move through the
 * options (the browser selects each one passed): that choice is confirmed with Space or Enter, or
 * by leaving the question, so keyboard users see no pop-up for an option they only passed.
 */
export function QuickCheckPage({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const text = useLabel();
  const lang = useLang();
  const texts = flow.quickCheckTexts;
  if (!texts) throw new Error(`${flow.id}: a quick check needs quickCheckTexts`);
  // `state` holds the confirmed answers (evaluated); `selection` what the controls show.
  const [state, setState] = useState<QuickCheckState>(() => startQuickCheck(flow));
  const [selection, setSelection] = useState<Record<string, QuestionData>>(() => state.answers);
  const selectionRef = useRef(selection);
  const arrowing = useRef(false);
  const pending = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = (code: string) => {
    if (pending.current !== code) return;
    pending.current = null;
    const data = selectionRef.current[code];
    setState((current) => answerQuickCheck(flow, current, code, data));
  };
  const choose = (code: string, name: string, value: unknown) => {
    const next = { ...selectionRef.current, [code]: { ...selectionRef.current[code], [name]: value } };
    selectionRef.current = next;
    setSelection(next);
    if (arrowing.current) {
      // Moved by an arrow key (held down, each repeat sets it again): not confirmed yet.
      arrowing.current = false;
      pending.current = code;
      return;
    }
    if (pending.current && pending.current !== code) confirm(pending.current);
    pending.current = null;
    setState((current) => answerQuickCheck(flow, current, code, { [name]: value }));
  };
  const onKeyDown = (code: string) => (event: KeyboardEvent) => {
    if (ARROW_KEYS.has(event.key) && (event.target as HTMLInputElement).type === 'radio') arrowing.current = true;
    else if (event.key === ' ' || event.key === 'Enter') confirm(code);
  };
  const onBlur = (code: string) => (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) confirm(code);
  };

  useEffect(() => headingRef.current?.focus(), []);

  // A question is shown once every question before it is answered and the answers up to it do not
  // fail; the failing question itself stays, so the visitor can change that answer.
  const shown = useMemo(() => {
    const list = [];
    const upTo: QuickCheckState['answers'] = {};
    for (const question of flow.questions) {
      list.push(question);
      upTo[question.code] = state.answers[question.code];
      if (!quickCheckAnswered(flow, state, question.code) || evaluateQuickCheck(flow, upTo, '')?.kind === 'failure') break;
    }
    return list;
  }, [flow, state]);
  const latest = shown[shown.length - 1];
  const popup = state.popup;
  const reason = popup && popup.kind === 'failure' ? texts.reasons[popup.popup] : undefined;
  const apply = () => navigateToRoute(texts.applyRoute);

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {text(texts.title)}
      </h1>
      <Markdown source={text(texts.intro)} />
      <ol className={styles.questions}>
        {shown.map((question, index) => (
          <li
            key={question.code}
            className={styles.question}
            aria-labelledby={`${question.code}-title`}
            onKeyDown={onKeyDown(question.code)}
            onKeyUp={() => (arrowing.current = false)}
            onBlur={onBlur(question.code)}
          >
            <p className={styles.progress}>{intl.formatMessage(wizardMessages.counterOf, { number: index + 1, total: flow.questions.length })}</p>
            <h2 id={`${question.code}-title`} className={styles.title}>
              {text(question.title)}
            </h2>
            {question.fields.map((field) => (
              <FieldRenderer
                key={field.name}
                code={question.code}
                field={field}
                data={selection[question.code] ?? {}}
                errors={{}}
                kinds={QUICK_CHECK_KINDS}
                onChange={(name, value) => choose(question.code, name, value)}
              />
            ))}
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} role="status">
        {shown.length > 1 && !popup ? intl.formatMessage(wizardMessages.quickCheckNextQuestion, { title: text(latest.title) }) : ''}
      </p>
      {canMoveOn(state) && quickCheckPassed(flow, state) && (
        <button type="button" className={styles.primary} onClick={apply}>
          {intl.formatMessage(wizardMessages.quickCheckStart)}
        </button>
      )}
      <p className={styles.hint}>{intl.formatMessage(wizardMessages.quickCheckContactHint)}</p>
      <QuickCheckResult
        kind={popup?.kind ?? null}
        reason={reason ? text(reason) : undefined}
        onDismiss={() => setState(dismissQuickCheckPopup)}
        onApply={apply}
        contactHref={routePath('kontakt', {}, lang)}
      />
    </div>
  );
}
