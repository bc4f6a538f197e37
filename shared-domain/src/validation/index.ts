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
export { compactIban, formatIban, isValidIban } from './iban';
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
