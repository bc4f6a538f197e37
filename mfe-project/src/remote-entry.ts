import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_project/lifecycles', evaluated in a task of its own
 * (its pages, with the wizard engine and form kit, are chunks loaded by route).
 */
export const { bootstrap, mount, unmount } = stagedLifecycles([], () => import(/* webpackMode: "eager" */ './lifecycles'));
