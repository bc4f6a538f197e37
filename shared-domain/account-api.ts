/**
 * Entry point @portal/shared-domain/account-api: the signed-in portal's endpoints. Not a Module
 * Federation shared module: @portal/shared-ui/account-data alone bundles it (lint), so a public
 * page never downloads it.
 */
export * from './src/account-api';
