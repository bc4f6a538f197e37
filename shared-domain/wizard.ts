/** Entry point @portal/shared-domain/wizard: a separate Module Federation shared module, loaded only where used. */
export * from './src/wizard';
