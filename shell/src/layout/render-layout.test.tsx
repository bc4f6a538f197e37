import { act, waitFor } from '@testing-library/react';
import { session } from '@portal/shared-domain';
import { useContentHiddenUntilHeaderSettles } from './ShellApp';
import { renderLayout } from './render-layout';

function Layout({ layout }: { layout: string }) {
  useContentHiddenUntilHeaderSettles(layout);
  return <header>Kopfzeile</header>;
}
function Broken(): never {
  throw new Error('kaputt');
}
const pending = () => document.body.hasAttribute('data-header-pending');
const settle = () => act(async () => {});

let top: HTMLElement;
beforeEach(() => {
  document.body.removeAttribute('data-header-pending');
  top = document.body.appendChild(document.createElement('div'));
  act(() => session.set({ user: { email: 'a@example.org', isAdmin: false, impersonator: null }, status: 'ready' }));
});
afterEach(() => top.remove());

test('without a header from the server, the content is hidden from the start until the layout has drawn its own', async () => {
  renderLayout(top, <Layout layout="dashboard" />);
  // Rendered in a transition: nothing is drawn yet, and content a remote mounts meanwhile stays hidden.
  expect(top.childElementCount).toBe(0);
  expect(pending()).toBe(true);
  await settle();
  expect(top.querySelector('header')).not.toBeNull();
  expect(pending()).toBe(false);
});

test('a header the server rendered stays shown while the layout renders (it would blink)', async () => {
  top.innerHTML = '<header>vom Server</header>';
  renderLayout(top, <Layout layout="site" />);
  expect(pending()).toBe(false);
  expect(top.textContent).toBe('vom Server');
  await settle();
  expect(top.textContent).toBe('Kopfzeile');
});

test('a layout that fails to render shows the content again instead of hiding it for good', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderLayout(top, <Broken />);
  expect(pending()).toBe(true);
  // Outside act(), which would take the error from the root and throw it at the test.
  await waitFor(() => expect(pending()).toBe(false));
  expect(consoleError).toHaveBeenCalledWith('[shell] the layout cannot be rendered:', expect.objectContaining({ message: 'kaputt' }));
  consoleError.mockRestore();
});
