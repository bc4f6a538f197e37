import type { PortalEndpointBuilder } from './portal-api';

/** A newsletter sign-up (spec 00 §3.11): gender m = Herr, f = Frau, n = neutral salutation. */
export interface NewsletterSignup {
  email: string;
  gender: 'm' | 'f' | 'n';
  firstname: string;
  lastname: string;
}

/** Newsletter with double opt-in: the sign-up mails a confirmation link, whose token is confirmed. */
export const newsletterEndpoints = (build: PortalEndpointBuilder) => ({
  subscribeNewsletter: build.mutation<{ ok: true }, NewsletterSignup>({
    query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
  }),
  confirmNewsletter: build.mutation<{ confirmed: true }, { token: string }>({
    query: (body) => ({ url: '/newsletter/confirm', method: 'POST', body }),
  }),
});
