/** The technical support contact (spec 00 §1.2): one place for e-mail, hotline and hours. */
export const SUPPORT_CONTACT = {
  email: 'support@ferien-freizeit.ch',
  /** As displayed. */
  phone: '044 000 00 00',
  /** For the tel: link (E.164). */
  phoneHref: 'tel:+41440000000',
} as const;
