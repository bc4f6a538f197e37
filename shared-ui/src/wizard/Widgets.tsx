import { routePath } from '@portal/shared-domain';
import { formatChf, type Label, type Question, type RecordView, type WidgetDef } from '@portal/shared-domain/wizard';
import { Markdown } from '../form';
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
      const title = widget.type === 'facts' ? text(widget.title) : '';
      return (
        <>
          {title && <h2 className={styles.summaryTitle}>{title}</h2>}
          <dl className={styles.facts}>
            {rows.map((row) => (
              <div key={text(row.label)} style={{ display: 'contents' }}>
                <dt>{text(row.label)}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
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
          <a className={styles.linkButton} href={routePath(widget.route, {}, lang)}>
            {text(widget.label)}
          </a>
        </p>
      );
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
