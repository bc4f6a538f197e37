import type { ComponentType } from 'react';
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
};

/** A page's blocks in order; a type this site does not know (a newer CMS) is left out. */
export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Renderer = Object.hasOwn(RENDERERS, block.type) ? (RENDERERS[block.type] as ComponentType<{ block: ContentBlock }>) : null;
        return Renderer ? <Renderer key={block.id ?? index} block={block} /> : null;
      })}
    </>
  );
}
