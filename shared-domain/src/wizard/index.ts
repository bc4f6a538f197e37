/**
 * Wizard engine (issue: one wizard engine and one accessible form kit): prefill, status,
 * navigation, saving, validation of a question, problems, summaries and routes. Its core (flows,
 * fields and their kinds, conditions, the quick check) is the entry
 * @portal/shared-domain/wizard-core (core.ts), which these modules import by name; it is not
 * exported again here, since a re-export costs every wizard step a table of its names.
 */
export type { ServerContext, ServerEndpoint, ServerFlow, FieldErrors, ServerLang } from './server-contract';
export { startWizard, readQuestion, readQuestionDetailed, loadRecords, recordView, isRecord, type ReadResult } from './prefill';
export { createRuleView, type FlowView } from './rule-view';
export { flowStatus, questionStatus, currentData } from './status';
export { navigate, nextQuestion, previousQuestion, startNavigation } from './navigation';
export { loadQuestionData, questionDataReady } from './question-data';
export { saveBase, responseTarget, questionEndpointPath, isContactQuestion } from './endpoints';
export { buildPayload, emptiedPayload, payloadFields, payloadToData, payloadKeyOf } from './payload';
export { planSave, needsSave, dependentsOf, resetCascade } from './save-plan';
export { executeSave, applyResponse } from './save-execute';
export { validateQuestion, type QuestionValidateOptions } from './validate-question';
export { signInQuestions, hasApplicationId, type SignInQuestionsOptions } from './sign-in';
export { flowProblems, NON_ANSWER_PAGES, type QuestionProblem } from './problems';
export { summarizeAnswers, type SummaryRow, type SummarySection } from './summary';
export { flowRoutes, questionPath, questionByRouteName } from './routes';
