/**
 * Entry point @portal/shared-domain/flows/group: the group flows (quick check, application,
 * statement). Not a shared Module Federation module: it is bundled into mfe-group (each stage its
 * own chunk per language, loaded when one of its routes is shown) and into the API (through
 * @portal/shared-domain/server), so the flow team redeploys its remote and the API alone.
 */
import { inLanguage } from './in-language';

export const groupFlows = {
  quickCheck: inLanguage(
    {
      de: () => import('../src/flows/group/quick-check?lang=de'),
      fr: () => import('../src/flows/group/quick-check?lang=fr'),
      it: () => import('../src/flows/group/quick-check?lang=it'),
    },
    'groupQuickCheck',
  ),
  application: inLanguage(
    {
      de: () => import('../src/flows/group/application?lang=de'),
      fr: () => import('../src/flows/group/application?lang=fr'),
      it: () => import('../src/flows/group/application?lang=it'),
    },
    'groupApplication',
  ),
  statement: inLanguage(
    {
      de: () => import('../src/flows/group/statement?lang=de'),
      fr: () => import('../src/flows/group/statement?lang=fr'),
      it: () => import('../src/flows/group/statement?lang=it'),
    },
    'groupStatement',
  ),
};
