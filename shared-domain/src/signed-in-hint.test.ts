/** @jest-environment jsdom */
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_KEY, applySignedInMark, rememberSignedIn, sessionUndecided } from './signed-in-hint';

const anna = { email: 'anna@example.org', isAdmin: false, impersonator: null };
const marked = () => document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

describe('rememberSignedIn: the mark read before the next page paints its header', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  });

  test('set once the server says someone is signed in, removed once it says nobody is', () => {
    rememberSignedIn({ user: anna, status: 'ready' });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    expect(marked()).toBe(true);
    rememberSignedIn({ user: null, status: 'anonymous' });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(marked()).toBe(false);
  });

  test('kept while the server is being asked or could not answer', () => {
    rememberSignedIn({ user: anna, status: 'ready' });
    rememberSignedIn({ user: null, status: 'loading' });
    rememberSignedIn({ user: null, status: 'unavailable' });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    expect(marked()).toBe(true);
  });

  test('a browser that refuses storage still gets the attribute for this page', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    rememberSignedIn({ user: anna, status: 'ready' });
    expect(marked()).toBe(true);
    setItem.mockRestore();
  });

  test('a page the shell renders itself reads the mark at start, as the script in the head does', () => {
    applySignedInMark();
    expect(marked()).toBe(false);
    localStorage.setItem(SIGNED_IN_KEY, '1');
    applySignedInMark();
    expect(marked()).toBe(true);
  });

  test('undecided: on the server, or while the first check runs with nobody known yet', () => {
    expect(sessionUndecided({ user: null, status: 'anonymous' }, true)).toBe(true);
    expect(sessionUndecided({ user: null, status: 'loading' }, false)).toBe(true);
    expect(sessionUndecided({ user: anna, status: 'loading' }, false)).toBe(false);
    expect(sessionUndecided({ user: null, status: 'anonymous' }, false)).toBe(false);
    expect(sessionUndecided({ user: null, status: 'unavailable' }, false)).toBe(false);
  });
});
