import { lazy, Suspense, useEffect, useRef } from 'react';
import { player, reportPlayback } from '@portal/shared-domain';
import { useObservable } from '@portal/shared-ui';

// The controls (and the texts, styles and Media Session code they bring) are downloaded when a track is first chosen.
const PlayerControls = lazy(() => import('./PlayerControls').then((m) => ({ default: m.PlayerControls })));

/**
 * The site's one audio player (spec 00 §1.1, §3.5), in the shell's dock: the track lists of the
 * remotes set the shared `player` state, this component's <audio> follows it and reports time
 * and end back. It is rendered once by the shell and never by a route, so the track keeps
 * playing through every navigation, into the portal and back. Its controls are PlayerControls.
 */
export function AudioPlayer() {
  const state = useObservable(player);
  const audio = useRef<HTMLAudioElement>(null);
  const { track, playing } = state;

  // The element follows the chosen track: a new source only when the track changes.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (!track) {
      element.pause();
      element.removeAttribute('src');
      delete element.dataset.trackId;
      return;
    }
    if (element.dataset.trackId !== track.id) {
      element.dataset.trackId = track.id;
      element.src = track.audio_url;
    }
  }, [track]);

  // … and the wish to play or pause; a refused play() (no user gesture, broken file) is reported back.
  useEffect(() => {
    const element = audio.current;
    if (!element || !track) return;
    if (playing && element.paused) element.play()?.catch(() => reportPlayback({ playing: false }));
    if (!playing && !element.paused) element.pause();
  }, [playing, track]);

  return (
    <>
      {/* Always in the page, even without a track: the same element plays across navigations. */}
      <audio
        ref={audio}
        preload="metadata"
        data-testid="site-audio"
        onTimeUpdate={(event) => reportPlayback({ currentTime: event.currentTarget.currentTime })}
        onLoadedMetadata={(event) => Number.isFinite(event.currentTarget.duration) && reportPlayback({ duration: event.currentTarget.duration })}
        onPlay={() => reportPlayback({ playing: true })}
        onPause={(event) => !event.currentTarget.ended && reportPlayback({ playing: false })}
        onEnded={() => reportPlayback({ playing: false, currentTime: 0 })}
      />
      {track && (
        <Suspense fallback={null}>
          <PlayerControls audio={audio} track={track} state={state} />
        </Suspense>
      )}
    </>
  );
}
