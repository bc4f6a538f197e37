import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { closePlayer, player, type PodcastsBlock as PodcastsBlockData, type Track } from '@portal/shared-domain';
import { image } from '../test/fixtures';
import { mockContentApi, renderWithSite } from '../test/render';
import { Blocks } from '../blocks/Blocks';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const track = (n: number, fields: Partial<Track> = {}): Track => ({
  id: `track-${n}`,
  title: `Folge ${n}`,
  description: n === 1 ? 'Wie ein Lager am See entsteht.' : null,
  audio_url: `/api/audio/track-${n}.mp3`,
  duration: 60 * n + 5,
  date: `2026-0${n}-15`,
  podcast_title: 'Ferien-Geschichten',
  image: null,
  ...fields,
});

const block = (fields: Partial<PodcastsBlockData> = {}): PodcastsBlockData => ({
  type: 'podcasts',
  id: 'p',
  title: 'Podcasts',
  podcasts: [
    {
      id: 'lib',
      slug: 'ferien',
      title: 'Ferien-Geschichten',
      description: '<p>Erzählt von Teilnehmenden.</p>',
      image: image(),
      tracks: [track(1), track(2)],
    },
  ],
  ...fields,
});

beforeEach(() => {
  mockContentApi([{ path: /^\/likes\/track\/track-\d$/, data: { count: 3, liked: false } }]);
  closePlayer();
});

describe('podcasts block', () => {
  test('the library with its description and tracks: title, date dd.MM.yyyy, duration, a play button each; axe clean', async () => {
    const { container } = renderWithSite(<Blocks blocks={[block()]} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Podcasts' })).toBeInTheDocument();
    const library = screen.getByRole('region', { name: 'Ferien-Geschichten' });
    expect(within(library).getByText('Erzählt von Teilnehmenden.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Folgen von Ferien-Geschichten' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 4, name: 'Folge 1' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Veröffentlicht am 15.01.2026');
    expect(items[0]).toHaveTextContent('Dauer 1:05');
    expect(items[1]).toHaveTextContent('2:05');
    expect(within(items[0]).getByRole('button', { name: 'Folge 1 abspielen' })).toBeInTheDocument();
    // Each track's heart button (likes), with its count.
    const like = await within(items[1]).findByRole('button', { name: 'Gefällt mir' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription(/3 Personen gefällt das/);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('play hands the track to the shared player; the button turns into pause, another track takes over', async () => {
    renderWithSite(<Blocks blocks={[block()]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Folge 1 abspielen' }));
    expect(player.get()).toMatchObject({
      track: { id: 'track-1', audio_url: '/api/audio/track-1.mp3' },
      playing: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Folge 1 pausieren' }));
    expect(player.get().playing).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Folge 2 abspielen' }));
    expect(player.get()).toMatchObject({
      track: { id: 'track-2' },
      playing: true,
    });
    expect(screen.getByRole('button', { name: 'Folge 1 abspielen' })).toBeInTheDocument();
    // The shell's player pausing (media keys) shows on the list too.
    act(() => player.set({ ...player.get(), playing: false }));
    expect(screen.getByRole('button', { name: 'Folge 2 abspielen' })).toBeInTheDocument();
  });

  test('without a title the libraries are h2 and the tracks h3; an empty library says so', () => {
    renderWithSite(
      <Blocks
        blocks={[
          block({
            title: null,
            podcasts: [
              {
                id: 'x',
                slug: 'x',
                title: 'Leer',
                description: null,
                image: null,
                tracks: [],
              },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Leer' })).toBeInTheDocument();
    expect(screen.getByText('Zurzeit gibt es keine Folgen.')).toBeInTheDocument();
  });
});
