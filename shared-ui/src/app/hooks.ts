import { useSyncExternalStore } from 'react';
import { currentLang, session, type Lang, type Observable, type SessionState } from '@portal/shared-domain';

/** Subscribes a component to one of shared-domain's observables (language, session, loading bar). */
export function useObservable<T>(value: Observable<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}

/** The page's language: switching it re-renders every mounted remote without reload. */
export function useLang(): Lang {
  return useObservable(currentLang);
}

export function useSession(): SessionState {
  return useObservable(session);
}
