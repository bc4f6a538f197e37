import { stagedLifecycles } from '@portal/shared-ui';

/**
 * The module exposed to the shell as 'mfe_group/lifecycles': the remote's own modules are
 * evaluated in a task of their own. The form kit is not loaded here: a quick check's page does
 * not use it, and a wizard's page loads it with the runner (flowPages).
 */
export const { ready, bootstrap, mount, unmount } = stagedLifecycles([], () => import(/* webpackMode: "eager" */ './lifecycles'));
