/** Entry point @portal/shared-ui/account-data: the signed-in portal's endpoints and hooks (a separate Module Federation shared module, loaded only where used). */
export * from './src/account-data';
