import type { Access } from 'payload';

/** Editors are the portal's admins, signed in through the portal session (auth/portal-session.ts). */
export const signedIn: Access = ({ req }) => Boolean(req.user);
