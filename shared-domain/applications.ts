/** Entry point @portal/shared-domain/applications: the status model (a separate Module Federation shared module). */
export * from './src/applications';
