/** The MF runtime's own semver module, aliased by tools/webpack/create-config.js (runtimeSemverPlugin). */
declare module 'mf-runtime-semver' {
  export function satisfy(version: string, range: string): boolean;
}
