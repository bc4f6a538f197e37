/** Wizard engine (issue: one wizard engine and one accessible form kit). */
export * from './types';
export type { ServerContext, ServerEndpoint, ServerFlow, FieldErrors, ServerLang } from './server-contract';
export { defineFlow } from './define-flow';
export { answerEquals, answerIn, answerIncludes, answerIsNumber, answerGreaterThan, allOf, anyOf, not, signedOut, when } from './conditions';
export { fieldDefault, emptyData, encodeField, decodeField, isFieldSet, isFieldVisible, visibleFields, summarizeField, spreadKeys, sameValue, changedFields, readPath } from './fields';
export { FIELD_KINDS, fieldKind, SUMMARY_TEXT, labelled, alignRepeat, repeatItemLabel, type FieldKind, type JsonSchema, type SummaryContext, type FileRef, type FileOrNone, type NameAmountRow } from './kinds';
export { amountValue, linesTotal, formatAmount, formatChf, totalsWidget, type BudgetTotals } from './budget';
export {
  CONTACT_STORED_FIELD,
  CONTACT_LINK_ENDPOINT,
  contactSubfields,
  contactSubfieldValue,
  contactErrors,
  isContactEmpty,
  contactCreatePayload,
  contactUpdatePayload,
  isContactEdited,
  isContactUnlinked,
  CONTACT_INPUT_FIELDS,
  type ContactSubfield,
} from './contact';
export { startWizard, readQuestion, readQuestionDetailed, loadRecords, recordView, storedValue, isRecord, type ReadResult } from './prefill';
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
export { startQuickCheck, evaluateQuickCheck, answerQuickCheck, dismissQuickCheckPopup, canMoveOn, quickCheckPassed, quickCheckAnswered } from './quick-check';
export { flowRoutes, questionPath, questionByRouteName } from './routes';
