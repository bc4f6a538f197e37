import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithSite } from '../test/render';
import { LikeButton } from './LikeButton';

interface Call {
  method: string;
  path: string;
}

/** The likes API: a count per item, this browser's like, and a refusal or delay when asked. */
function mockLikes(initial: { count: number; liked: boolean }, options: { refuse?: number; getStatus?: number } = {}) {
  const calls: Call[] = [];
  let state = { ...initial };
  let release: (() => void) | null = null;
  const held = { hold: false };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^.*?\/api/, '');
    calls.push({ method, path });
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response;
    if (method === 'GET') return options.getStatus ? answer(options.getStatus, { message: 'Nicht gefunden.' }) : answer(200, { data: state });
    if (held.hold) await new Promise<void>((resolve) => (release = resolve));
    if (options.refuse) return answer(options.refuse, { message: 'Zu viele Anfragen.' });
    const liked = method === 'POST';
    if (liked !== state.liked) state = { liked, count: state.count + (liked ? 1 : -1) };
    return answer(200, { data: state });
  }) as unknown as typeof fetch;
  return { calls, held, release: () => release?.() };
}

describe('LikeButton', () => {
  test("a toggle named 'Gefällt mir' with the count; liking fills it at once and posts once", async () => {
    const api = mockLikes({ count: 4, liked: false });
    api.held.hold = true;
    const { container } = renderWithSite(<LikeButton kind="journal" id="j1" />);
    const button = await screen.findByRole('button', { name: 'Gefällt mir', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleDescription('4 Personen gefällt das');
    expect(await axe(container)).toHaveNoViolations();

    fireEvent.click(button);
    // Optimistic: pressed and counted before the server answers.
    expect(screen.getByRole('button', { name: 'Gefällt mir', pressed: true })).toHaveAccessibleDescription('5 Personen gefällt das');
    await act(async () => api.release());
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/likes/journal/j1' }]));
    expect(screen.getByRole('button', { pressed: true })).toHaveAccessibleDescription('5 Personen gefällt das');
  });

  test('pressing again withdraws the like (DELETE)', async () => {
    const api = mockLikes({ count: 1, liked: true });
    renderWithSite(<LikeButton kind="track" id="t-9" />);
    const button = await screen.findByRole('button', { name: 'Gefällt mir', pressed: true });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 Person gefällt das'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { pressed: false })).toHaveAccessibleDescription('Noch niemandem gefällt das'));
    expect(api.calls.at(-1)).toEqual({ method: 'DELETE', path: '/likes/track/t-9' });
  });

  test('a refused like goes back and says so (alert)', async () => {
    mockLikes({ count: 2, liked: false }, { refuse: 429 });
    renderWithSite(<LikeButton kind="journal" id="j1" />);
    const button = await screen.findByRole('button', { name: 'Gefällt mir' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr «Gefällt mir» konnte nicht gespeichert werden.');
    expect(screen.getByRole('button', { pressed: false })).toHaveAccessibleDescription('2 Personen gefällt das');
  });

  test('an item the server does not know (404) shows no button', async () => {
    const api = mockLikes({ count: 0, liked: false }, { getStatus: 404 });
    const { container } = renderWithSite(<LikeButton kind="journal" id="draft" />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
  });
});
