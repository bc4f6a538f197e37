import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { JournalSearchBlock as JournalSearchBlockType, JournalTag } from '@portal/shared-domain';
import { useLocation, useNavigate } from '@portal/shared-ui';
import { useGetJournalTagsQuery, useGetRubricsQuery } from '@portal/shared-ui/data';
import { BlockSection } from '../blocks/BlockSection';
import { useSiteLocation } from '../site-location';
import { ResultsPage, useResultsPage } from './JournalResults';
import { isFiltered, JOURNAL_PAGE_SIZE, journalSearch, readJournalState, SEARCH_MAX_LENGTH, toggleTag, type JournalState } from './journal-state';
import { journalSearchMessages } from './search-messages';
import blockStyles from '../blocks/blocks.module.css';
import styles from './journal.module.css';

/** The journal state of the current URL, and a way to change it (a new history entry, so back and forward work). */
function useJournalState() {
  const { query } = useSiteLocation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readJournalState(query), [query]);
  const hrefOf = (next: Partial<JournalState>) => `${pathname}${journalSearch({ ...state, page: 1, ...next })}`;
  // preventScrollReset: the visitor stays where the filter is.
  const go = (next: Partial<JournalState>) => navigate(hrefOf(next), { preventScrollReset: true });
  return { state, hrefOf, go };
}

/** Follows a filter link in place unless the visitor asked for a new tab or window. */
function inPlace(event: MouseEvent<HTMLAnchorElement>, follow: () => void) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  follow();
}

function SearchForm({ state, go, inputRef }: { state: JournalState; go: (next: Partial<JournalState>) => void; inputRef: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(state.q);
  // Back, forward or a shared link change the search: the field shows the URL's.
  useEffect(() => setText(state.q), [state.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text });
  };
  const clear = () => {
    setText('');
    go({ q: '' });
    inputRef.current?.focus();
  };
  return (
    <form role="search" aria-label={intl.formatMessage(journalSearchMessages.searchLabel)} className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-q`} className={styles.searchLabel}>
        {intl.formatMessage(journalSearchMessages.searchField)}
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={`${id}-q`}
          name="q"
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.primaryButton}>
          {intl.formatMessage(journalSearchMessages.searchSubmit)}
        </button>
        {state.q && (
          <button type="button" className={styles.secondaryButton} onClick={clear}>
            {intl.formatMessage(journalSearchMessages.searchClear)}
          </button>
        )}
      </div>
    </form>
  );
}

/** Rubrics as links: each rubric is a page of its own (`?rubrics[]=…`), 'Alle Beiträge' leads back. */
function RubricFilter({ state, hrefOf, go }: ReturnType<typeof useJournalState>) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const id = useId();
  const rubrics = useGetRubricsQuery(lang);
  if (!rubrics.data?.length) return null;
  const current = state.rubrics.length === 1 ? state.rubrics[0] : null;
  const links = [{ slug: null, title: intl.formatMessage(journalSearchMessages.allRubrics) }, ...rubrics.data];
  return (
    <nav aria-labelledby={`${id}-rubrics`} className={styles.rubrics}>
      <p id={`${id}-rubrics`} className={styles.filterTitle}>
        {intl.formatMessage(journalSearchMessages.rubricFilter)}
      </p>
      <ul>
        {links.map(({ slug, title }) => {
          const next = { rubrics: slug ? [slug] : [] };
          const selected = slug === current || (slug === null && state.rubrics.length === 0);
          return (
            <li key={slug ?? ''}>
              <a href={hrefOf(next)} className={styles.rubricLink} aria-current={selected ? 'page' : undefined} onClick={(event) => inPlace(event, () => go(next))}>
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The most-used tags (and any chosen tag not among them) as toggle buttons; several can be chosen. */
function TagFilter({ state, go }: { state: JournalState; go: (next: Partial<JournalState>) => void }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const id = useId();
  const tags = useGetJournalTagsQuery({ lang });
  const results = useResultsPage(state, 1);
  const shown: JournalTag[] = tags.data ?? [];
  // A tag chosen through an entry's chip may be a rarer one: it stays visible so it can be taken
  // away, titled as the results name it.
  const titleOf = (slug: string) => results.currentData?.items.flatMap((entry) => entry.tags).find((tag) => tag.slug === slug)?.title ?? slug;
  const extra = state.tags.filter((slug) => !shown.some((tag) => tag.slug === slug));
  if (shown.length === 0 && extra.length === 0) return null;
  const toggle = (slug: string) => go(toggleTag(state, slug));
  return (
    <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} className={styles.tags}>
      <p id={`${id}-title`} className={styles.filterTitle}>
        {intl.formatMessage(journalSearchMessages.tagFilter)}
      </p>
      <p id={`${id}-hint`} className="visually-hidden">
        {intl.formatMessage(journalSearchMessages.tagFilterHint)}
      </p>
      <ul>
        {[...shown.map((tag) => ({ slug: tag.slug, title: tag.title, count: tag.count })), ...extra.map((slug) => ({ slug, title: titleOf(slug), count: null }))].map(
          (tag) => (
            <li key={tag.slug}>
              <button type="button" className={styles.tagButton} aria-pressed={state.tags.includes(tag.slug)} onClick={() => toggle(tag.slug)}>
                <span aria-hidden="true">#</span>
                {tag.title}
                {tag.count !== null && (
                  <span className={styles.tagCount}>
                    <span className="visually-hidden">, </span>
                    {intl.formatMessage(journalSearchMessages.tagCount, { count: tag.count })}
                  </span>
                )}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** Results with count (announced politely), loading, error and empty states and "Mehr laden". */
function Results({ state, go, onReset }: { state: JournalState; go: (next: Partial<JournalState>) => void; onReset: () => void }) {
  const intl = useIntl();
  const id = useId();
  const first = useResultsPage(state, 1);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const meta = first.currentData?.meta;
  // A page number past the last one (an old shared link) shows what there is.
  const pagesShown = meta ? Math.min(state.page, meta.last_page) : 1;
  const last = useResultsPage(state, pagesShown);
  const shown = meta ? Math.min(meta.total, pagesShown * JOURNAL_PAGE_SIZE) : 0;
  const loadingFirst = !first.currentData && !first.isError;
  const loadingMore = state.page > 1 && !last.currentData && !last.isError;
  const more = () => {
    setFocusPage(pagesShown + 1);
    go({ ...state, page: pagesShown + 1 });
  };

  let status = '';
  if (loadingFirst) status = intl.formatMessage(journalSearchMessages.loading);
  else if (meta) status = intl.formatMessage(journalSearchMessages.resultCount, { total: meta.total });

  return (
    <section aria-labelledby={`${id}-title`} className={styles.results}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {intl.formatMessage(journalSearchMessages.results)}
      </h2>
      {/* Always in the page, so each new count is announced (polite: after what the visitor is doing). */}
      {/* With nothing found the notice below says it visibly; the region still announces it. */}
      <p role="status" aria-live="polite" className={meta?.total === 0 ? 'visually-hidden' : styles.count}>
        {status}
      </p>
      {first.isError && (
        <div className={styles.notice}>
          <p>{intl.formatMessage(journalSearchMessages.error)}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => first.refetch()}>
            {intl.formatMessage(journalSearchMessages.retry)}
          </button>
        </div>
      )}
      {meta && meta.total === 0 && (
        <div className={styles.notice}>
          <h3 className={styles.emptyTitle}>{intl.formatMessage(journalSearchMessages.empty)}</h3>
          {isFiltered(state) && (
            <>
              <p>{intl.formatMessage(journalSearchMessages.emptyHint)}</p>
              <button type="button" className={styles.secondaryButton} onClick={onReset}>
                {intl.formatMessage(journalSearchMessages.reset)}
              </button>
            </>
          )}
        </div>
      )}
      {meta && meta.total > 0 && (
        <ul className={`${blockStyles.cards} ${styles.resultList}`} aria-busy={loadingMore}>
          {Array.from({ length: pagesShown }, (_, index) => (
            <ResultsPage key={index + 1} state={state} page={index + 1} focusFirst={focusPage === index + 1} />
          ))}
        </ul>
      )}
      {meta && meta.total > 0 && (
        <div className={styles.more}>
          {meta.last_page > 1 && <p className={styles.shownOf}>{intl.formatMessage(journalSearchMessages.shownOf, { shown, total: meta.total })}</p>}
          {loadingMore && <p>{intl.formatMessage(journalSearchMessages.loadingMore)}</p>}
          {!loadingMore && pagesShown < meta.last_page && (
            <button type="button" className={styles.primaryButton} onClick={more}>
              {intl.formatMessage(journalSearchMessages.loadMore)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The journal's search (issue 15, spec 00 §1.1, §2.9): search text, rubric pages, tag filter
 * (several tags), the most-used tags and the results. Everything is in the URL (`q`,
 * `rubrics[]`, `tags[]`, `page`), so a search can be shared and back and forward restore it.
 */
export function JournalSearchBlock({ block }: { block: JournalSearchBlockType }) {
  const journal = useJournalState();
  const input = useRef<HTMLInputElement>(null);
  const reset = () => {
    journal.go({ q: '', rubrics: [], tags: [] });
    input.current?.focus();
  };
  return (
    <BlockSection id={block.id} title={block.title} className={styles.journalSearch}>
      <div className={styles.filters}>
        <SearchForm state={journal.state} go={journal.go} inputRef={input} />
        <RubricFilter {...journal} />
        <TagFilter state={journal.state} go={journal.go} />
      </div>
      <Results state={journal.state} go={journal.go} onReset={reset} />
    </BlockSection>
  );
}
