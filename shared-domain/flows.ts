/** Entry point @portal/shared-domain/flows: a separate Module Federation shared module, loaded only where used. */
export * from './src/flows';
