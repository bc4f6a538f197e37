/**
 * Entry point @portal/shared-ui/flow-pages: a flow remote's page map (`flowPages`), a separate
 * Module Federation shared module. A quick check's page then loads its screen with the choice
 * kinds only; a wizard's page loads the runner (@portal/shared-ui/flow) with the wizard chrome
 * (@portal/shared-ui/wizard) and the form kit.
 */
export { flowPages } from './src/wizard/flow-pages';
