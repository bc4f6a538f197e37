import type { ServerFlow } from '@portal/shared-domain/src/wizard/server-contract';
import { toServerFlow } from '@portal/shared-domain/src/wizard/server-flow';
import { singlePersonApplication } from '@portal/shared-domain/src/flows/single-person/application';
import { singlePersonSettlement } from '@portal/shared-domain/src/flows/single-person/settlement';

/**
 * The flows whose question endpoints the API serves, registered by buildApp through
 * registerFlow(). The wizard engine builds them from the declarative flows:
 * add `toServerFlow(singlePersonApplication)` etc. here as the flows land in shared-domain.
 */
export const serverFlows: ServerFlow[] = [
  toServerFlow(singlePersonApplication),
  toServerFlow(singlePersonSettlement),
];
