/** Wizard chrome on the engine of @portal/shared-domain (issue: one wizard engine and one accessible form kit). */
export { wizardMessages } from './messages';
export { WizardView } from './WizardView';
export type { WizardViewProps } from './WizardView';
export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { StepList } from './StepList';
export type { StepListProps } from './StepList';
export { FieldRenderer } from './FieldRenderer';
export type { FieldRendererProps } from './FieldRenderer';
export { ReviewList } from './ReviewList';
export type { ReviewListProps } from './ReviewList';
export { QuickCheckResult } from './QuickCheckResult';
export type { QuickCheckResultProps } from './QuickCheckResult';
export { fieldDomId, errorTargetId } from './validate';
export { scrollToElement, prefersReducedMotion, SCROLL_DURATION, SCROLL_OFFSET } from './scroll';
export { useLabel } from './label';
export { FlowRunner, apiTransport, apiUpload, fieldErrorsOf, resetFlowRunnerCache } from './FlowRunner';
export type { FlowRunnerProps, FlowRunnerRenderContext } from './FlowRunner';
