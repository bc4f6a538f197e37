import { closePlayer, formatDuration, isPlaying, pauseTrack, player, playTrack, reportPlayback, toggleTrack } from './player';
import type { Track } from './types';

const track = (id: string): Track => ({
  id,
  title: `Folge ${id}`,
  description: null,
  audio_url: `/api/audio/${id}.mp3`,
  duration: 95,
  date: '2026-05-01',
  podcast_title: 'Ferien-Geschichten',
  image: null,
});

beforeEach(() => closePlayer());

describe('the shared player state (one player for the whole site)', () => {
  test('playing a track starts it from the beginning with the CMS duration', () => {
    playTrack(track('a'));
    expect(player.get()).toEqual({
      track: track('a'),
      playing: true,
      currentTime: 0,
      duration: 95,
    });
  });

  test('the same track resumes where it was; another track starts over', () => {
    playTrack(track('a'));
    reportPlayback({ currentTime: 40, duration: 96.5 });
    pauseTrack();
    playTrack(track('a'));
    expect(player.get()).toMatchObject({
      playing: true,
      currentTime: 40,
      duration: 96.5,
    });
    playTrack(track('b'));
    expect(player.get()).toMatchObject({
      track: { id: 'b' },
      currentTime: 0,
      duration: 95,
    });
  });

  test('a list button toggles its own track and switches from another one', () => {
    toggleTrack(track('a'));
    expect(isPlaying(player.get(), track('a'))).toBe(true);
    toggleTrack(track('a'));
    expect(player.get()).toMatchObject({ track: { id: 'a' }, playing: false });
    toggleTrack(track('b'));
    expect(isPlaying(player.get(), track('b'))).toBe(true);
    expect(isPlaying(player.get(), track('a'))).toBe(false);
  });

  test('reports without a track are ignored, unchanged reports notify nobody, close empties the player', () => {
    reportPlayback({ currentTime: 3 });
    expect(player.get().track).toBeNull();
    playTrack(track('a'));
    const listener = jest.fn();
    const stop = player.subscribe(listener);
    reportPlayback({ currentTime: 0 });
    expect(listener).not.toHaveBeenCalled();
    reportPlayback({ currentTime: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    closePlayer();
    expect(player.get()).toEqual({
      track: null,
      playing: false,
      currentTime: 0,
      duration: 0,
    });
  });

  test.each([
    [0, '0:00'],
    [75.9, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('formatDuration(%p) = %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
