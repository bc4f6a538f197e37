import { REMOTES, type RemoteName } from '@portal/shared-domain';

/**
 * The deployment manifest (served beside the shell as /deployment.json, not part of its build):
 * one entry per remote with the URL of its mf-manifest.json. Redeploying a remote means
 * publishing its build and changing its entry here; the shell is never rebuilt for it.
 */
export interface DeploymentEntry {
  name: RemoteName;
  entry: string;
}

export const DEPLOYMENT_URL = '/deployment.json';

/** The portal's server inlines the manifest as `<script type="application/json" id="portal-deployment">` (one round trip less). */
export const DEPLOYMENT_ELEMENT_ID = 'portal-deployment';

export function parseDeployment(json: unknown): DeploymentEntry[] {
  const remotes = (json as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new Error('deployment.json: "remotes" must be a list');
  return remotes.map((item: { name?: unknown; entry?: unknown }) => {
    if (!REMOTES.includes(item?.name as RemoteName) || typeof item?.entry !== 'string') {
      throw new Error(`deployment.json: invalid entry ${JSON.stringify(item)}`);
    }
    return { name: item.name as RemoteName, entry: item.entry };
  });
}

/**
 * The manifest inlined in the page when there is one, else fetched. A missing or broken manifest
 * must not crash the shell: no remote is registered and each area shows its error.
 */
export async function loadDeployment(fetchImpl: typeof fetch = fetch): Promise<DeploymentEntry[]> {
  const inlined = typeof document === 'undefined' ? null : document.getElementById(DEPLOYMENT_ELEMENT_ID)?.textContent;
  if (inlined) {
    try {
      return parseDeployment(JSON.parse(inlined));
    } catch (error) {
      console.error('[shell] the inlined deployment manifest is invalid; fetching it:', error);
    }
  }
  try {
    const response = await fetchImpl(DEPLOYMENT_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseDeployment(await response.json());
  } catch (error) {
    console.error(`[shell] the deployment manifest ${DEPLOYMENT_URL} could not be read:`, error);
    return [];
  }
}
