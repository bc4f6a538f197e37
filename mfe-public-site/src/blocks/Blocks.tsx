import { lazy, Suspense, type ComponentType } from 'react';
import type { ContentBlock } from '@portal/shared-domain';
import { ArticlesBlock } from './ArticlesBlock';
import { DocumentsBlock } from './DocumentsBlock';
import { ImageBlock } from './ImageBlock';
import { LinkCardsBlock } from './LinkCardsBlock';
import { MapsCardBlock } from './MapsCardBlock';
import { PersonsBlock } from './PersonsBlock';
import { QuoteBlock } from './QuoteBlock';
import { SupportBlock } from './SupportBlock';
import { TeamBlock } from './TeamBlock';
import { TextBlock } from './TextBlock';
import { VideoBlock } from './VideoBlock';

/*
 * The blocks of the site's features (forms, journal search, podcasts, donations, newsletter) are
 * their own chunks, fetched only by a page that has one: most pages are text, images and teasers,
 * and their first load should not carry the rest.
 */
const JournalSearchBlock = lazy(() => import('../journal/JournalSearchBlock').then((m) => ({ default: m.JournalSearchBlock })));
const NewsletterBlock = lazy(() => import('../newsletter/NewsletterBlock').then((m) => ({ default: m.NewsletterBlock })));
const PodcastsBlock = lazy(() => import('../podcasts/PodcastsBlock').then((m) => ({ default: m.PodcastsBlock })));
const SubmissionFormBlock = lazy(() => import('../forms/SubmissionFormBlock').then((m) => ({ default: m.SubmissionFormBlock })));
const ChristmasCampaignBlock = lazy(() => import('../donations/ChristmasCampaignBlock').then((m) => ({ default: m.ChristmasCampaignBlock })));
const DonationFormBlock = lazy(() => import('../donations/DonationFormBlock').then((m) => ({ default: m.DonationFormBlock })));
const DonorListBlock = lazy(() => import('../donations/DonorListBlock').then((m) => ({ default: m.DonorListBlock })));

type Renderers = { [Type in ContentBlock['type']]: ComponentType<{ block: Extract<ContentBlock, { type: Type }> }> };

/** The renderer of every block type. */
const RENDERERS: Renderers = {
  large_articles: ArticlesBlock,
  large_articles_long_text: ArticlesBlock,
  medium_articles: ArticlesBlock,
  small_articles: ArticlesBlock,
  teasers: ArticlesBlock,
  text: TextBlock,
  image: ImageBlock,
  video: VideoBlock,
  persons: PersonsBlock,
  team: TeamBlock,
  quote: QuoteBlock,
  maps_card: MapsCardBlock,
  documents: DocumentsBlock,
  link_cards: LinkCardsBlock,
  support: SupportBlock,
  podcasts: PodcastsBlock,
  donation_form: DonationFormBlock,
  christmas_campaign: ChristmasCampaignBlock,
  donor_list: DonorListBlock,
  journal_search: JournalSearchBlock,
  submission_form: SubmissionFormBlock,
  newsletter: NewsletterBlock,
};

/** A page's blocks in order; a type this site does not know (a newer CMS) is left out. */
export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Renderer = Object.hasOwn(RENDERERS, block.type) ? (RENDERERS[block.type] as ComponentType<{ block: ContentBlock }>) : null;
        return Renderer ? (
          <Suspense key={block.id ?? index} fallback={null}>
            <Renderer block={block} />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
