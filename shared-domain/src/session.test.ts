/** @jest-environment jsdom */
import { decodeTokenPayload, impersonatorOf, isImpersonating, session, setToken, setUserLoader, TOKEN_COOKIE } from './session';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`;

describe('token payload (spec 00 §4.7)', () => {
  test('an impersonator claim means impersonating; its e-mail is readable', () => {
    const token = jwt({ sub: '2', impersonator: { id: 1, email: 'admin@example.org' } });
    expect(isImpersonating(token)).toBe(true);
    expect(impersonatorOf(token)).toBe('admin@example.org');
  });

  test('no claim, no token or an undecodable token is not impersonating', () => {
    expect(isImpersonating(jwt({ sub: '2' }))).toBe(false);
    expect(isImpersonating(null)).toBe(false);
    expect(isImpersonating('garbage')).toBe(false);
    expect(isImpersonating('a.%%%.c')).toBe(false);
    expect(decodeTokenPayload('a.bm90LWpzb24.c')).toBeUndefined();
  });

  test('umlauts in the payload survive decoding', () => {
    expect(decodeTokenPayload(jwt({ email: 'jürg@example.org' }))?.email).toBe('jürg@example.org');
  });
});

describe('setToken', () => {
  afterEach(() => setToken(null));

  test('stores the token in a cookie and loads the user', async () => {
    setUserLoader(async () => ({ email: 'a@example.org', isAdmin: false }));
    await setToken('t1');
    expect(session.get()).toEqual({ token: 't1', user: { email: 'a@example.org', isAdmin: false }, status: 'ready' });
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=t1`);
  });

  test('a 401 clears token and user silently', async () => {
    setUserLoader(async () => 'unauthorized');
    await setToken('revoked');
    expect(session.get()).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });

  test('a server that cannot answer keeps the token', async () => {
    setUserLoader(async () => 'unavailable');
    await setToken('t2');
    expect(session.get()).toMatchObject({ token: 't2', user: null, status: 'ready' });
  });

  test('only the answer for the latest token is applied', async () => {
    let release: (value: { email: string; isAdmin: boolean }) => void = () => undefined;
    setUserLoader((token) => (token === 'slow' ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ email: 'fast@example.org', isAdmin: true })));
    const slow = setToken('slow');
    await setToken('fast');
    release({ email: 'slow@example.org', isAdmin: false });
    await slow;
    expect(session.get().user?.email).toBe('fast@example.org');
  });
});
