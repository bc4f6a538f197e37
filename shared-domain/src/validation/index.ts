/** Validation catalogue shared by browser and API (spec 00 §5). */
export * from './types';
export { MESSAGES, fieldSubject, interpolate } from './messages';
export { checkRule, isEmptyValue, isDecimal, isPhone, isEmail } from './rules';
export { validateField, ruleMessage, isRequired, labelText } from './validate-field';
export {
  parseSwissDate,
  parseIsoDate,
  parseAnyDate,
  formatSwissDate,
  formatIsoDate,
  formatMessageDate,
  swissToday,
  dayNumber,
  fromDayNumber,
  resolveDateOperand,
  type CalendarDate,
} from './dates';
export { compactIban, formatIban, isValidIban, loadIbanCheck, provideIbanCheck, ruleLoads } from './iban';
export { frenchTypography } from './typography';
export {
  ACCEPTED_UPLOAD_TYPES,
  ACCEPTED_UPLOAD_EXTENSIONS,
  UPLOAD_TYPE_EXTENSIONS,
  UPLOAD_MAX_KB,
  acceptsUploadType,
  fileFieldSpec,
  formatSizeLimit,
  filesOf,
  type FileFieldSpec,
} from './uploads';
export {
  expandFormFields,
  formFieldRules,
  isFormFieldActive,
  isFormFieldRequired,
  validateFormValues,
  CASH_BOX_FIELD,
  CASH_BOX_LABELS,
  COMPANION_FIELDS,
  FORM_IMAGE_ACCEPT,
  FORM_IMAGE_MAX_KB,
  FORM_TEXTAREA_MAX,
  FORM_TEXT_MAX,
  GUESTS_FIELD,
  QUANTITY_FIELD,
} from './form-rules';
