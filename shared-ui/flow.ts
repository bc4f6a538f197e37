/**
 * Entry point @portal/shared-ui/flow: the application and statement wizards (FlowPage, FlowRunner)
 * on the data layer. A separate Module Federation shared module, loaded when a wizard route is
 * shown, so a quick check does not download the data layer.
 */
export { FlowPage } from './src/flow/FlowPage';
export { FlowRunner, fieldErrorsOf, resetFlowRunnerCache, type FlowRunnerProps } from './src/flow/FlowRunner';
