import { act, render } from '@testing-library/react';
import { session } from '@portal/shared-domain';
import { useContentHiddenUntilHeaderSettles } from './ShellApp';

function Probe({ layout }: { layout: string }) {
  useContentHiddenUntilHeaderSettles(layout);
  return null;
}
const pending = () => document.body.hasAttribute('data-header-pending');

test('the content stays hidden under the portal header until the first session answer, and never again after it', () => {
  act(() => session.set({ user: null, status: 'loading' }));
  const { rerender } = render(<Probe layout="site" />);
  // The site header does not depend on the session.
  expect(pending()).toBe(false);
  rerender(<Probe layout="dashboard" />);
  expect(pending()).toBe(true);
  act(() => session.set({ user: { email: 'a@example.org', isAdmin: false, impersonator: null }, status: 'ready' }));
  expect(pending()).toBe(false);
  // A later reload of the user (status loading again) keeps the header's shape: nothing is hidden.
  act(() => session.set({ user: null, status: 'loading' }));
  expect(pending()).toBe(false);
});
