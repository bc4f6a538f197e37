/**
 * Entry point @portal/shared-domain/flows/single-person: the single-person flows. Not a shared
 * Module Federation module: it is bundled into mfe-single-person (each stage its own chunk per
 * language, loaded when one of its routes is shown) and into the API (through
 * @portal/shared-domain/server), so the flow team redeploys its remote and the API without a
 * shared-library release.
 */
import { inLanguage } from './in-language';

export const singlePersonFlows = {
  quickCheck: inLanguage(
    {
      de: () => import('../src/flows/single-person/quick-check?lang=de'),
      fr: () => import('../src/flows/single-person/quick-check?lang=fr'),
      it: () => import('../src/flows/single-person/quick-check?lang=it'),
    },
    'singlePersonQuickCheck',
  ),
  application: inLanguage(
    {
      de: () => import('../src/flows/single-person/application?lang=de'),
      fr: () => import('../src/flows/single-person/application?lang=fr'),
      it: () => import('../src/flows/single-person/application?lang=it'),
    },
    'singlePersonApplication',
  ),
  settlement: inLanguage(
    {
      de: () => import('../src/flows/single-person/settlement?lang=de'),
      fr: () => import('../src/flows/single-person/settlement?lang=fr'),
      it: () => import('../src/flows/single-person/settlement?lang=it'),
    },
    'singlePersonSettlement',
  ),
};
