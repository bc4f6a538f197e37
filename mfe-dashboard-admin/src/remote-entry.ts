import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_dashboard_admin/lifecycles': the API slice, the light
 * field kit and the remote's own modules are evaluated in tasks of their own (the full form kit
 * comes with the contacts and admin pages, which load it when first shown).
 */
export const { ready, bootstrap, mount, unmount } = stagedLifecycles(
  [() => import(/* webpackMode: "eager" */ '@portal/shared-ui/data'), () => import(/* webpackMode: "eager" */ '@portal/shared-ui/fields')],
  () => import(/* webpackMode: "eager" */ './lifecycles'),
);
