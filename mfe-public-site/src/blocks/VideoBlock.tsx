import { useIntl } from 'react-intl';
import { videoId, type VideoBlock as VideoBlockData } from '@portal/shared-domain';
import { messages } from '../messages';
import { BlockSection } from './BlockSection';
import { VideoEmbed } from './VideoEmbed';

/** A video by its watch, short or embed URL (spec 00 §2.9); an address without a video id is left out. */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const intl = useIntl();
  const id = videoId(block.url);
  if (!id) return null;
  return (
    <BlockSection id={block.id} title={block.title}>
      <VideoEmbed id={id} title={block.title ?? intl.formatMessage(messages.video)} />
    </BlockSection>
  );
}
