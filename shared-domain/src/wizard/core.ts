/**
 * The wizard engine's core: flows and their fields, the field kinds, conditions, stored values and
 * the quick check's evaluation (entry @portal/shared-domain/wizard-core). A quick check needs
 * nothing else; the engine's other modules import these through the entry's name, never by path,
 * so that no page carries them twice (src/entry-copies.test.ts).
 */
export type * from './types';
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
export { storedValue } from './stored-value';
export { startQuickCheck, evaluateQuickCheck, answerQuickCheck, dismissQuickCheckPopup, canMoveOn, quickCheckPassed, quickCheckAnswered } from './quick-check';
