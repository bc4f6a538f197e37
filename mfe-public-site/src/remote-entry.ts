import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_public_site/lifecycles': the API slice (RTK Query's
 * `createApi`) and the site's own modules are evaluated in tasks of their own.
 */
export const { ready, bootstrap, mount, unmount } = stagedLifecycles(
  [() => import(/* webpackMode: "eager" */ '@portal/shared-ui/data')],
  () => import(/* webpackMode: "eager" */ './lifecycles'),
);
