import { apiDownload } from '@portal/shared-domain';
import { toQueryError, type PortalEndpointBuilder, type Application, type NewApplication } from '@portal/shared-domain/api';
import { APPLICATION_LIST, CONTACT_LIST, applicationPath, applicationTag } from './tags';
import { saveFile } from './save-file';

/** One call of the wizard engine's transport (WizardTransport): a question's save, reset or action. */
export interface AnswerCall {
  method: 'PUT' | 'DELETE' | 'POST';
  /** The full path below /api, e.g. /applications/{id}/reason-for-request or /contacts. */
  path: string;
  body?: unknown;
}

const APPLICATION_OF_PATH = /^\/applications\/([^/?]+)/;

/** What a call changes, read from its path: its application (and so the list), or the contacts. */
function changedBy({ path }: AnswerCall) {
  const id = APPLICATION_OF_PATH.exec(path)?.[1];
  if (id) return [applicationTag(decodeURIComponent(id))];
  return path.startsWith('/contacts') ? [CONTACT_LIST] : [];
}

/** The engine's WizardTransport on the data layer: `save` runs `saveAnswer` (e.g. `dispatch(…initiate(call)).unwrap()`). */
export function answerTransport(save: (call: AnswerCall) => Promise<unknown>) {
  return {
    put: (path: string, body: unknown) => save({ method: 'PUT', path, body }),
    delete: (path: string, body: unknown) => save({ method: 'DELETE', path, body }),
    post: (path: string, body: unknown) => save({ method: 'POST', path, body }),
  };
}

/**
 * Applications (spec 00 §2.13, §4.2, §7.3): the dashboard's list and actions, and what the wizard
 * needs (load, create, answer saves, submission).
 */
export const applicationEndpoints = (build: PortalEndpointBuilder) => ({
  getApplications: build.query<Application[], void>({
    query: () => '/applications',
    providesTags: (result) => [APPLICATION_LIST, ...(result ?? []).map((application) => applicationTag(application.id))],
  }),
  getApplication: build.query<Application, string>({
    query: (id) => applicationPath(id),
    providesTags: (_result, _error, id) => [applicationTag(id)],
  }),
  createApplication: build.mutation<Application, NewApplication>({
    query: (body) => ({ url: '/applications', method: 'POST', body }),
    invalidatesTags: [APPLICATION_LIST],
  }),
  /**
   * The engine's calls (PUT/DELETE of answers, POST actions such as /submit or /cancel, contact
   * links; statement answers under /statement): answers the response's `data` (null without).
   */
  saveAnswer: build.mutation<unknown, AnswerCall>({
    query: ({ method, path, body }) => ({ url: path, method, body }),
    invalidatesTags: (_result, _error, call) => changedBy(call),
  }),
  /** 204: the API client reads an answer without data as null. */
  deleteApplication: build.mutation<null, string>({
    query: (id) => ({ url: applicationPath(id), method: 'DELETE' }),
    invalidatesTags: (_result, _error, id) => [APPLICATION_LIST, applicationTag(id)],
  }),
  annulApplication: build.mutation<Application, string>({
    query: (id) => ({ url: applicationPath(id, '/annul'), method: 'POST' }),
    invalidatesTags: (_result, _error, id) => [APPLICATION_LIST, applicationTag(id)],
  }),
  archiveApplication: build.mutation<Application, string>({
    query: (id) => ({ url: applicationPath(id, '/archive'), method: 'POST' }),
    invalidatesTags: (_result, _error, id) => [APPLICATION_LIST, applicationTag(id)],
  }),
  /** GET /applications/{id}/pdf with the session cookie; the file is saved, nothing is cached. */
  downloadApplicationPdf: build.mutation<string, { id: string; number: string }>({
    async queryFn({ id, number }) {
      try {
        const { blob, filename } = await apiDownload(applicationPath(id, '/pdf'));
        const name = filename ?? `Gesuch-${number}.pdf`;
        saveFile(blob, name);
        return { data: name };
      } catch (error) {
        return { error: toQueryError(error) };
      }
    },
  }),
});
