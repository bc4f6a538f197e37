/**
 * Entry point @portal/shared-domain/flows/project: the project flows (quick check, application,
 * statement). Not a shared Module Federation module: bundled into mfe-project (each stage its own
 * chunk per language) and into the API (through @portal/shared-domain/server).
 */
import { inLanguage } from './in-language';

export const projectFlows = {
  quickCheck: inLanguage(
    {
      de: () => import('../src/flows/project/quick-check?lang=de'),
      fr: () => import('../src/flows/project/quick-check?lang=fr'),
      it: () => import('../src/flows/project/quick-check?lang=it'),
    },
    'projectQuickCheck',
  ),
  application: inLanguage(
    {
      de: () => import('../src/flows/project/application?lang=de'),
      fr: () => import('../src/flows/project/application?lang=fr'),
      it: () => import('../src/flows/project/application?lang=it'),
    },
    'projectApplication',
  ),
  statement: inLanguage(
    {
      de: () => import('../src/flows/project/statement?lang=de'),
      fr: () => import('../src/flows/project/statement?lang=fr'),
      it: () => import('../src/flows/project/statement?lang=it'),
    },
    'projectStatement',
  ),
};
