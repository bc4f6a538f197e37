/**
 * The signed-in portal's endpoints of the one data layer (RTK Query, no React): sign-in,
 * applications, statements, contacts, uploads and the admin's. A separate entry
 * (@portal/shared-domain/account-api) from the public site's (@portal/shared-domain/api), which
 * every public page loads; @portal/shared-ui/account-data bundles and injects them.
 */
export { applicationEndpoints, answerTransport, type AnswerCall } from './applications';
export { statementEndpoints } from './statements';
export { contactEndpoints } from './contacts';
export { uploadEndpoints } from './uploads';
export { authEndpoints } from './auth';
export { adminEndpoints, normaliseApplicantsArgs, type ApplicantsArgs } from './admin';
