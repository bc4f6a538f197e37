import { ApiError, apiRequest } from './api-client';
import { setUser, setUserLoader, type CurrentUser } from './session';
import { navigateToRoute } from './navigation';

/** The signed-in user as the API describes it (GET /applicants/me, sign-in, impersonation). */
export interface ApiCurrentUser {
  email: string;
  isAdmin: boolean;
  impersonator?: { email: string } | null;
}

export function toCurrentUser(user: ApiCurrentUser): CurrentUser {
  return { email: user.email, isAdmin: Boolean(user.isAdmin), impersonator: user.impersonator?.email ?? null };
}

setUserLoader(async () => {
  try {
    return toCurrentUser(await apiRequest<ApiCurrentUser>('/applicants/me'));
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'unavailable';
  }
});

/** Logout: the server revokes the session and clears its cookie (best effort); then to login. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // The local session ends whatever the server says.
  }
  setUser(null);
  navigateToRoute('login');
}

/** Stops impersonating: the server puts the admin's own session back; then to the admin overview. */
export async function stopImpersonation(): Promise<void> {
  setUser(toCurrentUser(await apiRequest<ApiCurrentUser>('/admin/stop-impersonation', { method: 'POST' })));
  navigateToRoute('gesuche-admin');
}

/** Starts impersonating an applicant (admin only); the server switches the session cookie. */
export async function startImpersonation(applicantId: string | number): Promise<void> {
  setUser(toCurrentUser(await apiRequest<ApiCurrentUser>(`/admin/applicants/${applicantId}/impersonate`, { method: 'POST' })));
  navigateToRoute('gesuche-uebersicht');
}
