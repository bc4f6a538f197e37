/** Entry point @portal/shared-ui/data: a separate Module Federation shared module, loaded only where used. */
export * from './src/data';
