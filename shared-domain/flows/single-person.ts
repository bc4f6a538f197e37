/**
 * Entry point @portal/shared-domain/flows/single-person: the single-person flows. Not a shared
 * Module Federation module: it is bundled into mfe-single-person (each stage its own chunk, loaded
 * when one of its routes is shown) and into the API (through @portal/shared-domain/server), so the
 * flow team redeploys its remote and the API without a shared-library release.
 */
export const singlePersonFlows = {
  quickCheck: () => import('../src/flows/single-person/quick-check').then((module) => module.singlePersonQuickCheck),
  application: () => import('../src/flows/single-person/application').then((module) => module.singlePersonApplication),
  settlement: () => import('../src/flows/single-person/settlement').then((module) => module.singlePersonSettlement),
};
