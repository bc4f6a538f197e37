/**
 * The module exposed to the shell as 'mfe_group/lifecycles'. Not in stages (shared-ui's
 * stagedLifecycles): the lifecycles module is small, its pages with the wizard engine and form
 * kit are chunks loaded by route.
 */
export { bootstrap, mount, unmount } from './lifecycles';
