import { ApiError, apiRequest } from './api-client';
import { setToken, setUserLoader, type CurrentUser } from './session';
import { navigateToRoute } from './navigation';

setUserLoader(async () => {
  try {
    const user = await apiRequest<CurrentUser>('/applicants/me');
    return { email: user.email, isAdmin: Boolean(user.isAdmin) };
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'unavailable';
  }
});

/** Logout: revoke the token on the server (best effort), clear it and go to the route named login. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // The local session ends whatever the server says.
  }
  await setToken(null);
  navigateToRoute('login');
}

/** Stops impersonating: the server returns the admin's own token; then to the admin overview. */
export async function stopImpersonation(): Promise<void> {
  const answer = await apiRequest<{ token: string }>('/admin/stop-impersonation', { method: 'POST' });
  await setToken(answer.token);
  navigateToRoute('gesuche-admin');
}

/** Starts impersonating an applicant (admin only); the new token carries the impersonator claim. */
export async function startImpersonation(applicantId: string | number): Promise<void> {
  const answer = await apiRequest<{ token: string }>(`/admin/applicants/${applicantId}/impersonate`, { method: 'POST' });
  await setToken(answer.token);
  navigateToRoute('gesuche-uebersicht');
}
