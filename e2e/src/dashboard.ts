import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { API_URL } from './env';
import { sessionTokenOf } from './portal';
import { answerProject, answerProjectStatement } from './project';
import { answerGroup, answerGroupStatement } from './group';

/** Helpers of the dashboard, contacts and admin journeys (e2e/tests/dashboard-*.spec.ts). */

export type Json = Record<string, unknown>;

export interface AppRecord extends Json {
  id: string;
  number: string;
  type: string;
  subtype: string | null;
  status: string;
  statement?: Json | null;
}

/** One API call with a bearer token; fails the test with the answer when it is not 2xx. */
export async function api<T = Json>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data !== undefined ? { data } : {}),
    // A reused keep-alive socket the server has just closed resets the next request (seen once
    // in CI); a browser repeats an idempotent request then, and so does this reading helper.
    maxRetries: method === 'GET' ? 1 : 0,
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBeTruthy();
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** Starts impersonating an applicant as the admin; the impersonation's token (from its cookie). */
export async function impersonationToken(request: APIRequestContext, adminToken: string, applicantId: string): Promise<string> {
  const response = await request.post(`${API_URL}/admin/applicants/${applicantId}/impersonate`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.ok(), `impersonate: ${response.status()}`).toBeTruthy();
  return sessionTokenOf(response);
}

/** A fresh, unique e-mail address for this test (new applicant, no data). */
export function freshEmail(testInfo: TestInfo, prefix: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-w${testInfo.workerIndex}-${Date.now().toString(36)}-${random}@example.ch`;
}

type Kind = 'single-person' | 'single-group' | 'group-collection' | 'project';

/** POST /applications as the applicant: a new application in status preparing. */
export async function createApplication(request: APIRequestContext, token: string, kind: Kind): Promise<AppRecord> {
  const body =
    kind === 'single-group' || kind === 'group-collection' ? { type: 'group', subtype: kind } : { type: kind };
  return api<AppRecord>(request, token, 'POST', '/applications', body);
}

/**
 * An application in a given status, reached through the API's own transitions (applicant and
 * admin calls). Projects and groups are answered completely first (their flows are registered:
 * the API checks completeness and rules on every submission).
 */
export async function applicationIn(
  request: APIRequestContext,
  token: string,
  adminToken: string,
  status:
    | 'preparing'
    | 'submitted'
    | 'accepted'
    | 'rejected'
    | 'cancelled'
    | 'statement_submitted'
    | 'partial_statement_submitted'
    | 'completed',
  kind: Kind = 'single-group',
): Promise<AppRecord> {
  let app = await createApplication(request, token, kind);
  if (status === 'preparing') return app;
  // The project flows are registered: a project is answered completely before it is submitted.
  if (kind === 'project') await answerProject(request, token, app.id);
  // So are the group flows: a group is answered completely too.
  if (kind === 'single-group' || kind === 'group-collection') await answerGroup(request, token, app.id, kind);
  app = await api<AppRecord>(request, token, 'POST', `/applications/${app.id}/submit`);
  expect(app.status, `submitting ${kind} ${app.number}`).toBe('submitted');
  if (status === 'submitted') return app;
  if (status === 'rejected') return api<AppRecord>(request, adminToken, 'POST', `/admin/applications/${app.id}/reject`);
  if (status === 'cancelled') return api<AppRecord>(request, token, 'POST', `/applications/${app.id}/annul`);
  app = await api<AppRecord>(request, adminToken, 'POST', `/admin/applications/${app.id}/accept`, { grantedAmount: 1500 });
  if (status === 'accepted') return app;
  await api(request, token, 'POST', `/applications/${app.id}/statement`);
  if (kind === 'project') await answerProjectStatement(request, token, app.id);
  if (kind === 'single-group' || kind === 'group-collection') await answerGroupStatement(request, token, app.id, kind, status === 'partial_statement_submitted');
  if (status === 'partial_statement_submitted') {
    return api<AppRecord>(request, token, 'POST', `/applications/${app.id}/statement/partial-submit`);
  }
  app = await api<AppRecord>(request, token, 'POST', `/applications/${app.id}/statement/submit`);
  expect(app.status).toBe('statement_submitted');
  if (status === 'statement_submitted') return app;
  return api<AppRecord>(request, adminToken, 'POST', `/admin/applications/${app.id}/complete`);
}

/** The applicant's applications as the API lists them (not archived). */
export async function applicationsOf(request: APIRequestContext, token: string): Promise<AppRecord[]> {
  return api<AppRecord[]>(request, token, 'GET', '/applications');
}

/** The dashboard card of an application ('Gesuch {number}'). */
export function card(page: Page, number: string): Locator {
  return page.getByRole('article', { name: `Gesuch ${number}`, exact: true });
}

/** Types text into a labelled field with the keyboard, as a person does. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Delete');
  await field.pressSequentially(text);
}

export const CONTACT = {
  salutation: 'Frau',
  firstname: 'Lea',
  lastname: 'Keller',
  street: 'Seestrasse',
  houseNumber: '5',
  zipCode: '8002',
  location: 'Zürich',
  phone: '079 123 45 67',
  email: 'lea.keller@example.ch',
};
