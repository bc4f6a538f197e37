/**
 * Entry point @portal/shared-domain/flows/group: the group flows (quick check, application,
 * statement). Not a shared Module Federation module: it is bundled into mfe-group (each stage its
 * own chunk, loaded when one of its routes is shown) and into the API (through
 * @portal/shared-domain/server), so the flow team redeploys its remote and the API alone.
 */
export const groupFlows = {
  quickCheck: () => import('../src/flows/group/quick-check').then((module) => module.groupQuickCheck),
  application: () => import('../src/flows/group/application').then((module) => module.groupApplication),
  statement: () => import('../src/flows/group/statement').then((module) => module.groupStatement),
};
