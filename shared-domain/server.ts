/**
 * Entry point @portal/shared-domain/server: what the API needs, without browser code or React —
 * the flow definitions, the engine's server contract (`toServerFlow`), contact and field
 * validation, the status model, the content API contract and the allowed CMS image sizes. Node only: not a Module
 * Federation shared module.
 */
import { isValidIBAN } from 'ibantools';
import { providePlaces } from './src/flows';
import { PLACES_DATA } from './src/flows/single-person/places/data';
import { provideIbanCheck } from './src/validation';

// The server reads the place lists and the IBAN check at start; browsers download them for the pages that use them.
providePlaces(PLACES_DATA);
provideIbanCheck(isValidIBAN);

export type * from './src/wizard/server-contract';
export { toServerFlow } from './src/wizard/server-flow';
export { defineFlow, contactErrors, type ContactValue, type Flow } from './src/wizard/core';
export { summarizeAnswers, startWizard, loadRecords, type SummarySection } from './src/wizard';
export * from './src/flows';
export * from './src/validation';
export * from './src/applications';
export { IMAGE_SIZES, FOCUS_PATTERN } from './src/content/images';
export type * from './src/content/types';
export type { PublicConfig } from './src/consent/public-config';
