/**
 * Entry point @portal/shared-domain/flows/project: the project flows (quick check, application,
 * statement). Not a shared Module Federation module: bundled into mfe-project (each stage its own
 * chunk) and into the API (through @portal/shared-domain/server).
 */
export const projectFlows = {
  quickCheck: () => import('../src/flows/project/quick-check').then((module) => module.projectQuickCheck),
  application: () => import('../src/flows/project/application').then((module) => module.projectApplication),
  statement: () => import('../src/flows/project/statement').then((module) => module.projectStatement),
};
