/** Entry point @portal/shared-ui/fields: a separate Module Federation shared module, loaded only where used. */
export * from './src/fields';
