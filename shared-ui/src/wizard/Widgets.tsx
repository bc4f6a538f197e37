import { useId } from 'react';
import { formatChf, type Label, type Question, type RecordView, type WidgetDef } from '@portal/shared-domain/wizard-core';
import { Markdown } from '../form/Markdown';
import { RouteLink } from '@portal/shared-ui';
import { useIntlLang, useLabel } from './label';
import styles from './Wizard.module.css';

const TONE_CLASS = { intro: styles.widgetText, hint: styles.widgetHint, warning: styles.widgetWarning, status: styles.widgetText } as const;

function resolve(text: Label | ((view: RecordView) => Label | null) | undefined, view: RecordView): Label | null {
  if (text === undefined) return null;
  return typeof text === 'function' ? text(view) : text;
}

/** One widget of a page definition: every flow's totals, facts and notes look the same. */
function Widget({ widget, view }: { widget: WidgetDef; view: RecordView }) {
  const text = useLabel();
  const lang = useIntlLang();
  const titleId = useId();
  switch (widget.type) {
    case 'text': {
      const label = resolve(widget.text, view);
      if (!label) return null;
      const tone = widget.tone ?? 'intro';
      return (
        <div className={TONE_CLASS[tone]} role={tone === 'status' ? 'status' : undefined}>
          <Markdown source={text(label)} />
        </div>
      );
    }
    case 'amounts':
    case 'facts': {
      const rows = widget.type === 'amounts' ? widget.rows(view).map((row) => ({ label: row.label, value: formatChf(row.amount) })) : widget.rows(view).map((row) => ({ label: row.label, value: text(row.value) }));
      // Nothing to list (e.g. no spreadsheet read yet): no empty title either.
      if (rows.length === 0) return null;
      const title = widget.type === 'facts' ? text(widget.title) : '';
      const list = (
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={text(row.label)} className={styles.factRow}>
              <dt>{text(row.label)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
      return title ? (
        <section aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.summaryTitle}>
            {title}
          </h2>
          {list}
        </section>
      ) : (
        list
      );
    }
    case 'checklist':
      return (
        <ul className={styles.checklist}>
          {widget.items(view).map((item) => (
            <li key={text(item)}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p>
          <RouteLink name={widget.route} className={styles.link}>
            {text(widget.label)}
          </RouteLink>
        </p>
      );
    case 'download': {
      const href = typeof widget.href === 'function' ? widget.href(view) : widget.href;
      if (!href) return null;
      return (
        <p>
          <a className={styles.linkButton} href={href.replace('{lang}', lang)} download>
            {text(widget.label)}
          </a>
        </p>
      );
    }
    default: {
      const unknown: never = widget;
      throw new Error(`Unknown widget ${JSON.stringify(unknown)}`);
    }
  }
}

/** A page's introduction (markdown) and widgets, computed from the stored records. */
export function QuestionContent({ question, view }: { question: Question; view: RecordView }) {
  const text = useLabel();
  const intro = resolve(question.intro, view);
  return (
    <>
      {intro && (
        <div className={styles.widgetText}>
          <Markdown source={text(intro)} />
        </div>
      )}
      {(question.widgets ?? []).map((widget, index) => (
        <Widget key={index} widget={widget} view={view} />
      ))}
    </>
  );
}
