/** Entry point @portal/shared-domain/api: the data layer's RTK Query definitions (a separate Module Federation shared module). */
export * from './src/api';
