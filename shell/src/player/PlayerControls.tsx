import { useEffect, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { closePlayer, formatDuration, imageUrl, pauseTrack, playTrack, reportPlayback, type PlayerState, type Track } from '@portal/shared-domain';
import styles from './AudioPlayer.module.css';

const messages = defineMessages({
  label: { id: 'shell.player.label', defaultMessage: 'Audio-Player' },
  play: { id: 'shell.player.play', defaultMessage: 'Abspielen' },
  pause: { id: 'shell.player.pause', defaultMessage: 'Pausieren' },
  close: { id: 'shell.player.close', defaultMessage: 'Player schliessen' },
  position: {
    id: 'shell.player.position',
    defaultMessage: 'Position im Titel',
  },
  positionText: {
    id: 'shell.player.position-text',
    defaultMessage: '{elapsed} von {total}',
  },
  playing: {
    id: 'shell.player.status-playing',
    defaultMessage: 'Wird abgespielt: {title}',
  },
  paused: {
    id: 'shell.player.status-paused',
    defaultMessage: 'Pausiert: {title}',
  },
});

/** Seconds the media keys' seek backward/forward move when the system gives no offset. */
const SEEK_STEP = 10;

/**
 * The player's controls (spec 00 §1.1, §3.5), a chunk of their own: downloaded when a visitor first
 * chooses a track, not by every page. Play/pause, a seek slider (arrow keys, Home/End as every
 * range input), elapsed/total, close, a polite status line for screen readers, and the Media
 * Session API for the system's media controls. The <audio> element and its play call stay in
 * AudioPlayer, so a tap still starts the sound at once (iOS plays only inside the user's gesture).
 */
export function PlayerControls({ audio, track, state }: { audio: RefObject<HTMLAudioElement | null>; track: Track; state: PlayerState }) {
  const intl = useIntl();
  const { playing, currentTime, duration } = state;

  // The system's media controls (lock screen, keyboard media keys, notification).
  useEffect(() => {
    const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
    if (!session) return;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: track.title,
        artist: track.podcast_title,
        artwork: track.image ? [{ src: imageUrl(track.image, 'thumbnail'), sizes: '400x400' }] : [],
      });
    }
    const seek = (to: number) => {
      const element = audio.current;
      if (element && Number.isFinite(to)) element.currentTime = Math.max(0, Math.min(to, element.duration || to));
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => playTrack(track)],
      ['pause', () => pauseTrack()],
      ['seekto', (details) => seek(details.seekTime ?? 0)],
      ['seekbackward', (details) => seek((audio.current?.currentTime ?? 0) - (details.seekOffset ?? SEEK_STEP))],
      ['seekforward', (details) => seek((audio.current?.currentTime ?? 0) + (details.seekOffset ?? SEEK_STEP))],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      // Closed (or another track follows, which sets its own at once).
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [audio, track]);

  useEffect(() => {
    if (typeof navigator !== 'undefined' && navigator.mediaSession) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing, track]);

  const total = duration || track.duration || 0;
  const elapsed = formatDuration(currentTime);
  const totalText = formatDuration(total);
  return (
    <section className={styles.player} aria-label={intl.formatMessage(messages.label)} data-testid="audio-player">
      <button
        type="button"
        className={styles.toggle}
        aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
        onClick={() => (playing ? pauseTrack() : playTrack(track))}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <div className={styles.main}>
        <p className={styles.title}>
          <span className={styles.podcast}>{track.podcast_title}</span> {track.title}
        </p>
        <div className={styles.seekRow}>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={Math.max(1, Math.floor(total))}
            step={1}
            value={Math.min(Math.floor(currentTime), Math.max(1, Math.floor(total)))}
            aria-label={intl.formatMessage(messages.position)}
            aria-valuetext={intl.formatMessage(messages.positionText, {
              elapsed,
              total: totalText,
            })}
            onChange={(event) => {
              const element = audio.current;
              const to = Number(event.currentTarget.value);
              if (element) element.currentTime = to;
              reportPlayback({ currentTime: to });
            }}
          />
          <span className={styles.time} aria-hidden="true">
            {elapsed} / {totalText}
          </span>
        </div>
      </div>
      <button type="button" className={styles.close} aria-label={intl.formatMessage(messages.close)} onClick={closePlayer}>
        <span aria-hidden="true">×</span>
      </button>
      {/* Announces play and pause only; the ticking time would drown everything else. */}
      <p className="visually-hidden" role="status">
        {intl.formatMessage(playing ? messages.playing : messages.paused, {
          title: track.title,
        })}
      </p>
    </section>
  );
}
