/**
 * Entry point @portal/shared-domain/wizard-core: a separate Module Federation shared module, what
 * a flow's definition and a quick check need. The rest of the engine (@portal/shared-domain/wizard)
 * imports it by this name, so a wizard step loads it once and a quick check loads it alone.
 */
export * from './src/wizard/core';
