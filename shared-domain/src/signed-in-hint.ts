import type { SessionState } from './session';

/**
 * Whether someone was signed in on this browser, for the first paint of a page the server
 * rendered: its document is the same for everyone (cacheable), so its header cannot know the
 * session, and the session check only answers once the scripts have loaded. A small inline
 * script in the document's head (tools/portal-security.mjs, `BEFORE_PAINT_SCRIPT`, with these two
 * names) sets the attribute from the stored mark before the header is painted; until the check
 * answers, the header's CSS shows "Meine Gesuche" or "Anmelden" by it.
 */
export const SIGNED_IN_KEY = 'portal.signedIn';
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Nobody known to be signed in yet, but maybe someone is: the server's render (it never knows) or
 * the first session check still running. A header then lets the mark choose what it shows.
 */
export function sessionUndecided(state: SessionState, onServer: boolean): boolean {
  return !state.user && (onServer || state.status === 'loading');
}

/** Keeps the mark in step with the server's answers: set once signed in, gone once nobody is. */
export function rememberSignedIn(state: SessionState): void {
  if (state.status !== 'ready' && state.status !== 'anonymous') return;
  const signedIn = state.status === 'ready';
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage refused (private mode, policy): the header then waits for the session check.
  }
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}

/** What the head's script does, for a page the shell renders itself (no server header, no script in its head). */
export function applySignedInMark(): void {
  try {
    if (localStorage.getItem(SIGNED_IN_KEY)) document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
  } catch {
    // Storage refused: nothing remembered.
  }
}
