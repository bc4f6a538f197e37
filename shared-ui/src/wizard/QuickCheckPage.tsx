import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigateToRoute, routePath } from '@portal/shared-domain';
import { answerQuickCheck, canMoveOn, evaluateQuickCheck, dismissQuickCheckPopup, quickCheckAnswered, quickCheckPassed, startQuickCheck, type Flow, type QuickCheckState } from '@portal/shared-domain/wizard';
import { useLang } from '../app/hooks';
import { Markdown } from '../form';
import { FieldRenderer } from './FieldRenderer';
import { useLabel } from './label';
import { wizardMessages } from './messages';
import { QuickCheckResult } from './QuickCheckResult';
import styles from './QuickCheck.module.css';

/**
 * Every quick check (spec 00 §4.6) from its flow definition: the questions appear one after
 * another on one screen; each answer is evaluated at once and may open a result pop-up.
 * Dismissing closes the pop-up and keeps the answers; a passed check leads to the application.
 */
export function QuickCheckPage({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const text = useLabel();
  const lang = useLang();
  const texts = flow.quickCheckTexts;
  if (!texts) throw new Error(`${flow.id}: a quick check needs quickCheckTexts`);
  const [state, setState] = useState<QuickCheckState>(() => startQuickCheck(flow));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  // A question is shown once every question before it is answered and the answers so far do not fail.
  const shown = useMemo(() => {
    const failing = evaluateQuickCheck(flow, state.answers, '')?.kind === 'failure';
    const list = [];
    for (const question of flow.questions) {
      list.push(question);
      if (!quickCheckAnswered(flow, state, question.code) || failing) break;
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
          <li key={question.code} className={styles.question} aria-labelledby={`${question.code}-title`}>
            <p className={styles.progress}>{intl.formatMessage(wizardMessages.counterOf, { number: index + 1, total: flow.questions.length })}</p>
            <h2 id={`${question.code}-title`} className={styles.title}>
              {text(question.title)}
            </h2>
            {question.fields.map((field) => (
              <FieldRenderer
                key={field.name}
                code={question.code}
                field={field}
                data={state.answers[question.code] ?? {}}
                errors={{}}
                onChange={(name, value) => setState((current) => answerQuickCheck(flow, current, question.code, { [name]: value }))}
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
