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
export { QuestionContent } from './Widgets';
export { KIND_RENDERERS, type KindRenderer, type KindRendererProps } from './kinds';
export { rememberFileName, knownFileName, trackUpload } from './file-names';
/** The chrome's class names, for the runner's own states (loading, unavailable, confirmation): one copy of the sheet on the page. */
export { default as wizardStyles } from './Wizard.module.css';
