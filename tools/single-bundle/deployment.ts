/**
 * The single-bundle stand-in for shell/src/composition/deployment.ts: every remote is part of
 * the bundle, so there is no /deployment.json to fetch (one round trip less than the composed portal).
 */
import { REMOTES } from '@portal/shared-domain';
import type { DeploymentEntry } from '../../shell/src/composition/deployment';

export async function loadDeployment(): Promise<DeploymentEntry[]> {
  return REMOTES.map((name) => ({ name, entry: 'bundled' }));
}
