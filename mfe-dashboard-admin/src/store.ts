import { configureStore } from '@reduxjs/toolkit';
import { dashboardApi } from './api';

/** The remote's own store: one per remote (a store is state, and state is not shared across remotes). */
export function createDashboardStore() {
  return configureStore({
    reducer: { [dashboardApi.reducerPath]: dashboardApi.reducer },
    middleware: (getDefault) => getDefault().concat(dashboardApi.middleware),
  });
}

export type DashboardStore = ReturnType<typeof createDashboardStore>;
