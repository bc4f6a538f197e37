/** Entry point @portal/shared-domain/account-api: the signed-in portal's endpoints (a separate Module Federation shared module, loaded only where used). */
export * from './src/account-api';
