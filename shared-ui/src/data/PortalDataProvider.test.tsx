import { act, render, screen } from '@testing-library/react';
import { session, type CurrentUser } from '@portal/shared-domain';
import { PORTAL_API_PATH } from '@portal/shared-domain/api';
import { useGetApplicationsQuery } from '../account-data';
import { PortalDataProvider, createPortalStore, portalApi } from './index';

const anna = { email: 'anna@example.org', isAdmin: false, impersonator: null } as CurrentUser;
const ben = { email: 'ben@example.org', isAdmin: false, impersonator: null } as CurrentUser;
const signIn = (user: CurrentUser) => session.set({ ...session.get(), user, status: 'ready' });

function Numbers() {
  const { data } = useGetApplicationsQuery();
  return <p>{data ? data.map((application) => application.number).join(', ') || 'none' : 'loading'}</p>;
}

describe('PortalDataProvider', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    signIn(anna);
  });

  it('mounts the one api under one reducer path', () => {
    expect(portalApi.reducerPath).toBe(PORTAL_API_PATH);
    expect(Object.keys(createPortalStore().getState())).toEqual([PORTAL_API_PATH]);
  });

  it("drops the cache when the user changes, so nobody sees another user's data", async () => {
    // The server answers for whoever is signed in when the call is made.
    fetchMock.mockImplementation(async () => {
      const data = session.get().user === anna ? [{ id: 'a1', number: '2026-000001' }] : [];
      const text = JSON.stringify({ data });
      return { ok: true, status: 200, text: async () => text } as Response;
    });
    render(
      <PortalDataProvider>
        <Numbers />
      </PortalDataProvider>,
    );
    expect(await screen.findByText('2026-000001')).toBeInTheDocument();
    act(() => signIn(ben));
    expect(await screen.findByText('none')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the first answer to "who is signed in?" is no change of user: a call under way is not dropped', async () => {
    // A sign-in link opened while the page still asks who is signed in (the browser holds a cookie).
    session.set({ user: null, status: 'loading' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <PortalDataProvider>
        <Numbers />
      </PortalDataProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => signIn(anna));
    const text = JSON.stringify({ data: [{ id: 'a1', number: '2026-000001' }] });
    await act(async () => answer({ ok: true, status: 200, text: async () => text } as Response));
    expect(await screen.findByText('2026-000001')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
