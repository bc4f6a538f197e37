import { act, render } from '@testing-library/react';
import { session } from '@portal/shared-domain';
import { useContentHiddenUntilHeaderSettles } from './ShellApp';

// Its own file: whether the session has settled is module state, fresh only in a new module registry.
function Probe({ layout, shownByServer }: { layout: string; shownByServer: boolean }) {
  useContentHiddenUntilHeaderSettles(layout, shownByServer);
  return null;
}
const pending = () => document.body.hasAttribute('data-header-pending');

test('a header the server rendered is not hidden while the session is asked (it would blink), nor later', () => {
  act(() => session.set({ user: null, status: 'loading' }));
  const { rerender } = render(<Probe layout="dashboard" shownByServer />);
  expect(pending()).toBe(false);
  // Another portal page opened in the same visit: still nothing hidden.
  rerender(<Probe layout="dashboard" shownByServer={false} />);
  expect(pending()).toBe(false);
});
