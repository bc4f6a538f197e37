import type { AuthStrategy } from 'payload';
import { cmsSecret } from '../secret';
import { EDITOR_COOKIE, verifyEditorToken } from './editor-token';

const cookieValue = (header: string | null, name: string) =>
  header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * Payload strategy: an editor is whoever carries a valid editor cookie, which only the API gives
 * to a signed-in portal admin. The editor's record in `users` is created on first sign-in.
 */
export const portalSessionStrategy: AuthStrategy = {
  name: 'portal-session',
  authenticate: async ({ headers, payload }) => {
    const email = verifyEditorToken(cookieValue(headers.get('cookie'), EDITOR_COOKIE), cmsSecret());
    if (!email) return { user: null };
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 });
    const user = found.docs[0] ?? (await payload.create({ collection: 'users', data: { email } }));
    return { user: { ...user, collection: 'users', _strategy: 'portal-session' } };
  },
};
