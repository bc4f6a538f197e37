/** The product's flow definitions (data only), used by the remotes and by the API server. One export line per flow file. */
export { singlePersonQuickCheck, QUICK_CHECK_CODES, QUICK_CHECK_POPUPS, type QuickCheckPopupName } from './single-person/quick-check';
export { singlePersonApplication, REASONS, ORGANIZATIONAL_FORMS, BENEFITS } from './single-person/application';
export { EXPENSE_LINES, EXPENSE_LINE_LABELS } from './single-person/budget-lines';
export { LIMITS, INCOME_LINES, CATERING_LINE, linesTotal, cateringMax, incomeLimit, meetsLeadTime } from './single-person/rules';
export { HOME_COUNTRY_CODE, countries, countryCode, countryOptions, foreignCountryOptions, isKnownCountryCode, loadPlaces, providePlaces, swissLocalities } from './single-person/places';
export { singlePersonSettlement } from './single-person/settlement';
export { SETTLEMENT_MESSAGES, SETTLEMENT_INCOME_LINES, RECEIPT_THRESHOLD_CHF, MAX_SETTLEMENT_IMAGES, REALIZATION_STATUSES, PAYMENT_RECIPIENT_TYPES, derivePaymentRecipientType, individualContributionPromised, linesNeedingReceipts, settlementDeficit, settlementReason, formatChfAmount, type PaymentRecipientType, type RealizationStatus } from './single-person/settlement-rules';
export { projectQuickCheck, PROJECT_QUICK_CHECK_CODES, PROJECT_QUICK_CHECK_POPUPS } from './project/quick-check';
export { projectApplication } from './project/application';
export { projectStatement } from './project/statement';
export { groupQuickCheck, GROUP_QUICK_CHECK_CODES } from './group/quick-check';
export { groupApplication, INCLUSION_OPTIONS, SUBTYPE_QUESTIONS } from './group/application';
export { groupStatement } from './group/statement';
export { GROUP_LIMITS, GROUP_MESSAGES, GROUP_SUBTYPE } from './group/rules';
export { SHEET_COLUMNS, SHEET_TEXTS, TEMPLATE_ROWS, HEADER_ROW, readCollectionSheet, sheetProblemsMessage, notASheetMessage, collectionTotals, type CollectionGroup, type SheetProblem } from './group/collection-sheet';
