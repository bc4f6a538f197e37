/**
 * The foundation's name is not given by the spec ({product}); one place holds it, for page
 * titles, e-mails and the FP460 path 'beitrag-stiftung-{name}' (see docs/decisions.md).
 */
export const PRODUCT_NAME = 'Stiftung Ferien & Freizeit';
export const FOUNDATION_SLUG = 'ferien-freizeit';
