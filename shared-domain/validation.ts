/** Entry point @portal/shared-domain/validation: a separate Module Federation shared module, loaded only where used. */
export * from './src/validation';
