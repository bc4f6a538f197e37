import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { IntlProvider } from 'react-intl';
import { closePlayer, player, playTrack, type Track } from '@portal/shared-domain';
import { AudioPlayer } from './AudioPlayer';

const track: Track = {
  id: 't1',
  title: 'Im Lager am See',
  description: null,
  audio_url: '/api/audio/track-1.mp3',
  duration: 125,
  date: '2026-05-01',
  podcast_title: 'Ferien-Geschichten',
  image: null,
};

const play = jest.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: false });
  return Promise.resolve();
});
const pause = jest.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: true });
});
const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>();

beforeAll(() => {
  HTMLMediaElement.prototype.play = play;
  HTMLMediaElement.prototype.pause = pause;
  class Metadata {
    constructor(public init: object) {}
  }
  Object.assign(globalThis, { MediaMetadata: Metadata });
  Object.defineProperty(navigator, 'mediaSession', {
    configurable: true,
    value: {
      metadata: null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: never) => handlers.set(action, handler),
    },
  });
});
beforeEach(() => {
  closePlayer();
  play.mockClear();
  pause.mockClear();
});

const show = () =>
  render(
    <IntlProvider locale="de" messages={{}} onError={() => undefined}>
      <AudioPlayer />
    </IntlProvider>,
  );

describe('the site audio player', () => {
  test('hidden without a track, but its <audio> is always in the page', () => {
    show();
    expect(screen.queryByRole('region', { name: 'Audio-Player' })).toBeNull();
    expect(screen.getByTestId('site-audio').tagName).toBe('AUDIO');
  });

  test('a chosen track plays: title, pause button, slider with time, live status, media session; axe clean', async () => {
    show();
    const audio = screen.getByTestId('site-audio') as HTMLAudioElement;
    act(() => playTrack(track));
    // The element plays at once; the controls follow when their chunk is there.
    expect(audio.getAttribute('src')).toBe('/api/audio/track-1.mp3');
    expect(play).toHaveBeenCalledTimes(1);
    const region = await screen.findByRole('region', { name: 'Audio-Player' });
    expect(region).toHaveTextContent('Im Lager am See');
    expect(screen.getByRole('button', { name: 'Pausieren' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird abgespielt: Im Lager am See');
    const slider = screen.getByRole('slider', { name: 'Position im Titel' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 von 2:05');
    expect(region).toHaveTextContent('0:00 / 2:05');
    expect((navigator.mediaSession.metadata as unknown as { init: object }).init).toMatchObject({ title: 'Im Lager am See', artist: 'Ferien-Geschichten' });
    expect(navigator.mediaSession.playbackState).toBe('playing');
    // axe's autoplay rule waits ten seconds for jsdom's <audio> to load (it never does); nothing autoplays here.
    expect(await axe(region, { rules: { 'no-autoplay-audio': { enabled: false } } })).toHaveNoViolations();
  });

  test('time updates move the slider; moving the slider seeks the element', async () => {
    show();
    act(() => playTrack(track));
    const slider = await screen.findByRole('slider');
    const audio = screen.getByTestId('site-audio') as HTMLAudioElement;
    audio.currentTime = 61;
    fireEvent.timeUpdate(audio);
    expect(slider).toHaveAttribute('aria-valuetext', '1:01 von 2:05');
    fireEvent.change(slider, { target: { value: '100' } });
    expect(audio.currentTime).toBe(100);
    expect(player.get().currentTime).toBe(100);
  });

  test('pause and play from the player; the media keys do the same', async () => {
    show();
    act(() => playTrack(track));
    fireEvent.click(await screen.findByRole('button', { name: 'Pausieren' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Pausiert: Im Lager am See');
    act(() => handlers.get('play')?.({}));
    expect(screen.getByRole('button', { name: 'Pausieren' })).toBeInTheDocument();
    act(() => handlers.get('pause')?.({}));
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    act(() => handlers.get('seekto')?.({ seekTime: 30 }));
    expect((screen.getByTestId('site-audio') as HTMLAudioElement).currentTime).toBe(30);
  });

  test('a refused play() (no user gesture) shows the play button again', async () => {
    play.mockImplementationOnce(() => Promise.reject(new Error('NotAllowedError')));
    show();
    await act(async () => playTrack(track));
    expect(await screen.findByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  test('the end of the track rewinds and stops; close empties the player, its source and the media session', async () => {
    show();
    act(() => playTrack(track));
    const close = await screen.findByRole('button', { name: 'Player schliessen' });
    const audio = screen.getByTestId('site-audio') as HTMLAudioElement;
    fireEvent.ended(audio);
    expect(player.get()).toMatchObject({ playing: false, currentTime: 0 });
    fireEvent.click(close);
    expect(screen.queryByRole('region', { name: 'Audio-Player' })).toBeNull();
    expect(navigator.mediaSession.metadata).toBeNull();
    expect(navigator.mediaSession.playbackState).toBe('none');
    expect(handlers.get('play')).toBeNull();
    expect(audio.hasAttribute('src')).toBe(false);
    expect(screen.getByTestId('site-audio')).toBe(audio);
  });
});
