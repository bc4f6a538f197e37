import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages, fieldStyles as styles } from '@portal/shared-ui/fields';
import { plainParagraphHtml } from './plain-markdown';

let loading: Promise<typeof import('./markdown-html')> | undefined;

/**
 * The markdown renderer (marked, 13 KB gzip), downloaded once, the first time a text needs it: a
 * page whose texts are plain paragraphs (every quick check, nearly every wizard page) never
 * downloads it. The server renderers (React's prerender) wait for it where a text needs it.
 */
export function loadMarkdownRenderer() {
  return (loading ??= import(/* webpackChunkName: "markdown" */ './markdown-html'));
}

/** Whether showing `source` needs the markdown renderer (anything but plain paragraphs). */
export function needsMarkdownRenderer(source: string): boolean {
  return plainParagraphHtml(source) === null;
}

export interface MarkdownProps {
  /** Markdown source (for example a field's instructions). */
  source: string;
  id?: string;
  className?: string;
}

function Html({ id, className, html }: { id?: string; className?: string; html: string }) {
  return <div id={id} className={className ?? styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Rendered by marked: suspends (React.lazy) until the renderer has been downloaded. */
const RenderedMarkdown = lazy(() =>
  loadMarkdownRenderer().then(({ renderMarkdown }) => ({
    default: function RenderedMarkdown({ source, id, className }: MarkdownProps) {
      const newTab = useIntl().formatMessage(fieldMessages.newTab);
      const html = useMemo(() => renderMarkdown(source, newTab), [source, newTab]);
      return <Html id={id} className={className} html={html} />;
    },
  })),
);

/**
 * Renders trusted-or-not markdown safely (markdown-html.ts). Plain paragraphs are rendered as
 * marked would render them, without marked; anything else by marked, in a Suspense boundary of
 * its own that shows the source text while the renderer downloads. Which of the two depends on
 * the text alone, so a server-rendered page hydrates either way (a boundary the server filled is
 * kept as it is until the renderer is there).
 */
export function Markdown({ source, id, className }: MarkdownProps) {
  const plain = useMemo(() => plainParagraphHtml(source), [source]);
  if (plain !== null) return <Html id={id} className={className} html={plain} />;
  return (
    <Suspense
      fallback={
        <div id={id} className={className ?? styles.markdown}>
          <p className={styles.markdownPending}>{source}</p>
        </div>
      }
    >
      <RenderedMarkdown source={source} id={id} className={className} />
    </Suspense>
  );
}
