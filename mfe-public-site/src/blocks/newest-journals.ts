import { DEFAULT_NUMBER_OF_ENTRIES, type ArticleBlock, type Lang } from '@portal/shared-domain';
import type { JournalsArgs } from '@portal/shared-domain/api';

/**
 * The `GET journals` query an article block shows the newest entries from, or undefined when it
 * shows its own selection. One function for the block and the server renderer, so the entries
 * the server inlines land in the very cache entry the block reads.
 */
export function newestJournalsArgs(block: ArticleBlock, lang: Lang): JournalsArgs | undefined {
  if (!block.show_newest_journal_entries) return undefined;
  return { lang, perPage: block.number_of_entries || DEFAULT_NUMBER_OF_ENTRIES, rubrics: block.rubrics.map((rubric) => rubric.slug) };
}
