import { satisfy as runtimeSatisfy } from 'mf-runtime-semver';
import { plainSatisfy } from './plain-satisfy';

/**
 * Stands in for the MF runtime's semver module in the shell's build (runtimeSemverPlugin in
 * tools/webpack/create-config.js): the plain check first, the runtime's own parser for the rest.
 */
export function satisfy(version: string, range: string): boolean {
  return plainSatisfy(version, range) ?? runtimeSatisfy(version, range);
}
