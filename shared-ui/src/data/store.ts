import { configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { portalApi } from './portal-api';

/**
 * A remote's store: the one api's reducer and middleware. One store per mounted remote (as before
 * the shared api), so a remote's cache starts fresh when it mounts and never outlives its page.
 */
export function createPortalStore() {
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;

/** The store's dispatch, for code that starts the api's thunks itself (the wizard's runner). */
export const usePortalDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
