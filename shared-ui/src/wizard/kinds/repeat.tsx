import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { repeatItemLabel, type QuestionData } from '@portal/shared-domain/wizard-core';
import { FieldRenderer } from '../FieldRenderer';
import { wizardMessages } from '../messages';
import type { KindRendererProps } from './types';
import styles from '../Wizard.module.css';

type Item = Record<string, unknown>;

/**
 * One item at a time (proof per inclusion criterion): "previous/next criterion" move inside the
 * page; the page's own button saves them all. When the page shows errors, the first item with an
 * error is shown so the error summary's links lead somewhere.
 */
export function RepeatKind({ code, field, value, set, partErrors, upload, lang, text, kinds }: KindRendererProps) {
  const intl = useIntl();
  const items = (Array.isArray(value) ? value : []) as Item[];
  const [index, setIndex] = useState(0);
  const itemKey = field.repeat?.itemKey ?? 'criteria';
  const firstWithError = Object.keys(partErrors).map((key) => Number(key.split('.')[0])).filter(Number.isFinite).sort((a, b) => a - b)[0];

  useEffect(() => {
    if (firstWithError !== undefined) setIndex(firstWithError);
  }, [firstWithError]);

  if (!items.length) return <p className={styles.locked}>{intl.formatMessage(wizardMessages.repeatEmpty)}</p>;
  const current = Math.min(index, items.length - 1);
  const item = items[current];
  const itemErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(partErrors)) {
    const [at, ...rest] = key.split('.');
    if (Number(at) === current) itemErrors[rest.join('.')] = message;
  }
  const update = (name: string, next: unknown) => set(items.map((entry, i) => (i === current ? { ...entry, [name]: next } : entry)));
  const label = repeatItemLabel(field, item[itemKey], lang);

  return (
    <section className={styles.repeat} aria-labelledby={`${code}-${field.name}-item`}>
      <h2 id={`${code}-${field.name}-item`} className={styles.repeatHeading} aria-live="polite">
        {intl.formatMessage(wizardMessages.repeatItem, { number: current + 1, total: items.length, label })}
      </h2>
      {(field.repeat?.fields ?? []).map((sub) => (
        <FieldRenderer
          key={`${current}-${sub.name}`}
          code={`${code}-${field.name}-${current}`}
          field={sub}
          data={item as QuestionData}
          errors={itemErrors}
          upload={upload}
          onChange={update}
          kinds={kinds}
        />
      ))}
      <div className={styles.repeatNav}>
        {current > 0 && (
          <button type="button" className={styles.secondary} onClick={() => setIndex(current - 1)}>
            {text(field.repeat?.previousLabel) || intl.formatMessage(wizardMessages.repeatPrevious)}
          </button>
        )}
        {current < items.length - 1 && (
          <button type="button" className={styles.secondary} onClick={() => setIndex(current + 1)}>
            {text(field.repeat?.nextLabel) || intl.formatMessage(wizardMessages.repeatNext)}
          </button>
        )}
      </div>
    </section>
  );
}
