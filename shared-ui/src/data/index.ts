/** The data layer's React side: the one RTK Query api with hooks, a remote's store and its provider. */
export * from './portal-api';
export { createPortalStore, type PortalStore } from './store';
export { PortalDataProvider } from './PortalDataProvider';
