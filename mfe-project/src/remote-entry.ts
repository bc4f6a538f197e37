import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_project/lifecycles': the remote's own modules are
 * evaluated when the shell asks for them (`ready`), with no shared library staged before them.
 * The form kit is not loaded here: a quick check's page does not use it, and a wizard's page
 * loads it with the runner (flowPages).
 */
export const { ready, bootstrap, mount, unmount } = stagedLifecycles([], () => import(/* webpackMode: "eager" */ './lifecycles'));
