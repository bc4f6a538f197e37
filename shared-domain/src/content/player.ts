import { observable } from '../store';
import type { Track } from './types';

/**
 * The one audio player of the site (spec 00 §3.5 `player.playingTrack`). The state lives here,
 * in the shared singleton, and the shell's layout owns the <audio> element, so a route change
 * (inside the site or into the portal) never remounts it and the track keeps playing. Track
 * lists in the remotes only call these functions; the shell's player reports back.
 */
export interface PlayerState {
  track: Track | null;
  /** What the visitor wants: the shell's <audio> follows it and reports a refused play() back. */
  playing: boolean;
  /** Seconds, as the <audio> element last reported them. */
  currentTime: number;
  /** Seconds: the element's once known, the CMS's until then. */
  duration: number;
}

const IDLE: PlayerState = {
  track: null,
  playing: false,
  currentTime: 0,
  duration: 0,
};

export const player = observable<PlayerState>(IDLE);

/** Plays a track: the current one resumes, another one starts from its beginning. */
export function playTrack(track: Track): void {
  const state = player.get();
  if (state.track?.id === track.id) {
    if (!state.playing) player.set({ ...state, playing: true });
    return;
  }
  player.set({
    track,
    playing: true,
    currentTime: 0,
    duration: track.duration,
  });
}

export function pauseTrack(): void {
  const state = player.get();
  if (state.playing) player.set({ ...state, playing: false });
}

/** Play/pause of a track list's button: pauses the playing track, plays any other. */
export function toggleTrack(track: Track): void {
  const state = player.get();
  if (state.track?.id === track.id && state.playing) pauseTrack();
  else playTrack(track);
}

/** Closes the player: no track, nothing plays. */
export function closePlayer(): void {
  player.set(IDLE);
}

/** The <audio> element's progress (time updates, metadata, end of the track). */
export function reportPlayback(update: Partial<Pick<PlayerState, 'currentTime' | 'duration' | 'playing'>>): void {
  const state = player.get();
  if (!state.track) return;
  const next = { ...state, ...update };
  if (next.currentTime === state.currentTime && next.duration === state.duration && next.playing === state.playing) return;
  player.set(next);
}

/** Whether a track is the one playing now (its list button shows 'pause'). */
export const isPlaying = (state: PlayerState, track: Track) => state.playing && state.track?.id === track.id;

/** 75 → '1:15'; 3725 → '1:02:05' (time elapsed / total of the player and the track list). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
