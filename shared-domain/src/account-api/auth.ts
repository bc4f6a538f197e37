import type { ApiCurrentUser } from '../session-actions';
import type { PortalEndpointBuilder } from '@portal/shared-domain/api';

/** Sign-in by e-mail link (spec 00 §2.12). */
export const authEndpoints = (build: PortalEndpointBuilder) => ({
  requestLoginLink: build.mutation<{ sent: true }, { email: string; lang: string; redirect?: string }>({
    query: (body) => ({ url: '/auth/login-link', method: 'POST', body }),
  }),
  /** The API sets the HttpOnly session cookie and answers who signed in. */
  exchangeLoginCode: build.mutation<ApiCurrentUser, string>({
    query: (code) => ({ url: '/auth/login', method: 'POST', body: { code } }),
  }),
});
