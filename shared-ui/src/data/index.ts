/**
 * The data layer's React side: the one RTK Query api with hooks, a remote's store and its provider.
 * Redux Toolkit and react-redux are bundled into this entry, not shared modules of their own: a
 * shared module keeps every export (the three RTK entries and react-redux were 45 KB gzip on a
 * page), here webpack keeps what the api uses. No other module imports them (lint; tests may).
 */
export * from './portal-api';
export { createPortalStore, usePortalDispatch, type PortalStore } from './store';
export { PortalDataProvider } from './PortalDataProvider';
