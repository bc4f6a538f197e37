import { Type } from '@fastify/type-provider-typebox';
import type { AuthContext } from './tokens';

/**
 * Who is signed in, as the shell learns it from GET /applicants/me (and sign-in, impersonation
 * and its end answer with it): the browser never sees the token, so the impersonator comes
 * from here.
 */
export const CurrentUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    isAdmin: Type.Boolean(),
    impersonator: Type.Union([
      Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String() }, { additionalProperties: false }),
      Type.Null(),
    ]),
  },
  { $id: 'CurrentUser', additionalProperties: false },
);

export function currentUser(auth: Pick<AuthContext, 'applicantId' | 'email' | 'isAdmin' | 'impersonator'>) {
  return {
    id: auth.applicantId,
    email: auth.email,
    isAdmin: auth.isAdmin,
    impersonator: auth.impersonator ? { id: auth.impersonator.id, email: auth.impersonator.email } : null,
  };
}
