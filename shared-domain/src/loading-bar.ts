import { observable } from './store';

/**
 * State of the page-wide loading bar (spec 00 §7.1, §9): every request reports here,
 * the shell draws the bar (shown after 200 ms, runs over 5 s, turns to "failed" on any error).
 */
export interface LoadingState {
  pending: number;
  failed: boolean;
}

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

export const loadingState = observable<LoadingState>({ pending: 0, failed: false });

export function requestStarted(): void {
  const { pending } = loadingState.get();
  // A new batch of work starts fresh: a failure from earlier requests is forgotten.
  loadingState.set({ pending: pending + 1, failed: pending === 0 ? false : loadingState.get().failed });
}

export function requestFinished(ok: boolean): void {
  const { pending, failed } = loadingState.get();
  loadingState.set({ pending: Math.max(0, pending - 1), failed: failed || !ok });
}
