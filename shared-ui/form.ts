/** Entry point @portal/shared-ui/form: a separate Module Federation shared module, loaded only where used. */
export * from './src/form';
