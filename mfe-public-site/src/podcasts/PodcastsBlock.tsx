import { defineMessages, useIntl } from 'react-intl';
import {
  formatContentDate,
  formatDuration,
  imageUrl,
  isPlaying,
  player,
  toggleTrack,
  type PodcastsBlock as PodcastsBlockData,
  type Track,
} from '@portal/shared-domain';
import { useObservable } from '@portal/shared-ui';
import { BlockSection, itemHeading } from '../blocks/BlockSection';
import { LikeButton } from '../likes/LikeButton';
import { RichText } from '../page/RichText';
import styles from './podcasts.module.css';

const messages = defineMessages({
  play: {
    id: 'public-site.podcasts.play',
    defaultMessage: '{title} abspielen',
  },
  pause: {
    id: 'public-site.podcasts.pause',
    defaultMessage: '{title} pausieren',
  },
  duration: { id: 'public-site.podcasts.duration', defaultMessage: 'Dauer' },
  date: {
    id: 'public-site.podcasts.date',
    defaultMessage: 'Veröffentlicht am',
  },
  tracks: {
    id: 'public-site.podcasts.tracks',
    defaultMessage: 'Folgen von {podcast}',
  },
  empty: {
    id: 'public-site.podcasts.empty',
    defaultMessage: 'Zurzeit gibt es keine Folgen.',
  },
});

/** One track: play/pause through the shell's player, date, duration and its heart button (likes). */
function TrackItem({ track, heading }: { track: Track; heading: 'h3' | 'h4' }) {
  const intl = useIntl();
  const state = useObservable(player);
  const playing = isPlaying(state, track);
  const current = state.track?.id === track.id;
  const Heading = heading;
  return (
    <li className={styles.track} data-current={current || undefined}>
      <button
        type="button"
        className={styles.play}
        aria-label={intl.formatMessage(playing ? messages.pause : messages.play, { title: track.title })}
        onClick={() => toggleTrack(track)}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <div className={styles.trackText}>
        <Heading className={styles.trackTitle}>{track.title}</Heading>
        <p className={styles.meta}>
          <span>
            <span className="visually-hidden">{intl.formatMessage(messages.date)} </span>
            <time dateTime={track.date.slice(0, 10)}>{formatContentDate(track.date)}</time>
          </span>
          <span>
            <span className="visually-hidden">{intl.formatMessage(messages.duration)} </span>
            {formatDuration(track.duration)}
          </span>
        </p>
        {track.description && <p className={styles.description}>{track.description}</p>}
        <LikeButton kind="track" id={track.id} className={styles.like} />
      </div>
    </li>
  );
}

/**
 * The podcasts block (issue 15): each library with its description and its tracks. Playing
 * happens in the shell's one player (shared `player` state), so a track keeps playing when the
 * visitor leaves this page.
 */
export function PodcastsBlock({ block }: { block: PodcastsBlockData }) {
  const intl = useIntl();
  const libraryHeading = itemHeading(block.title);
  const trackHeading = libraryHeading === 'h2' ? 'h3' : 'h4';
  const LibraryHeading = libraryHeading;
  return (
    <BlockSection id={block.id} title={block.title}>
      {block.podcasts.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      {block.podcasts.map((podcast) => (
        <section key={podcast.id} className={styles.library} aria-labelledby={`podcast-${podcast.id}`}>
          <div className={styles.libraryHead}>
            {podcast.image && <img className={styles.cover} src={imageUrl(podcast.image, 'thumbnail')} width={160} height={160} alt="" />}
            <div>
              <LibraryHeading id={`podcast-${podcast.id}`} className={styles.libraryTitle}>
                {podcast.title}
              </LibraryHeading>
              {podcast.description && <RichText html={podcast.description} />}
            </div>
          </div>
          {podcast.tracks.length === 0 ? (
            <p>{intl.formatMessage(messages.empty)}</p>
          ) : (
            <ol
              className={styles.tracks}
              aria-label={intl.formatMessage(messages.tracks, {
                podcast: podcast.title,
              })}
            >
              {podcast.tracks.map((track) => (
                <TrackItem key={track.id} track={track} heading={trackHeading} />
              ))}
            </ol>
          )}
        </section>
      ))}
    </BlockSection>
  );
}
