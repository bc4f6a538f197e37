import type { TextBlock as TextBlockData } from '@portal/shared-domain';
import { RichText } from '../page/RichText';
import { BlockSection } from './BlockSection';

/** Rich text from the CMS, sanitised. */
export function TextBlock({ block }: { block: TextBlockData }) {
  return (
    <BlockSection id={block.id} title={block.title}>
      <RichText html={block.text} />
    </BlockSection>
  );
}
