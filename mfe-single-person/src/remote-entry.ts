import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_single_person/lifecycles': the form kit and the
 * remote's own modules are evaluated in tasks of their own.
 */
export const { ready, bootstrap, mount, unmount } = stagedLifecycles(
  [() => import(/* webpackMode: "eager" */ '@portal/shared-ui/form')],
  () => import(/* webpackMode: "eager" */ './lifecycles'),
);
