import { useMemo } from 'react';
import { ApiError } from '@portal/shared-domain';
import type { PortalQueryError } from '@portal/shared-domain/api';
import type { AnswerData, WizardTransport } from '@portal/shared-domain/wizard-core';
import { accountApi, answerTransport } from '@portal/shared-ui/account-data';
import { usePortalDispatch } from '@portal/shared-ui/data';
import type { UploadFunction } from '@portal/shared-ui/form';
import { rememberFileName, trackUpload } from '@portal/shared-ui/wizard';

/** What a running wizard asks of the server, on the one data layer (RTK Query). */
export interface WizardData {
  load(id: string): Promise<unknown>;
  create(body: { type: string; subtype?: string }): Promise<AnswerData>;
  createStatement(id: string): Promise<unknown>;
  requestLoginLink(body: { email: string; lang: string; redirect: string }): Promise<unknown>;
  /** POST …/submit (no body): answers the application as the server keeps it after submission. */
  submit(path: string): Promise<unknown>;
  transport: WizardTransport;
  upload: UploadFunction;
}

/** The data layer rejects with {status, data}; the wizard shows an ApiError's own message and field errors. */
function asApiError(error: unknown): never {
  const failed = error as Partial<PortalQueryError> | undefined;
  if (failed && typeof failed.status === 'number' && failed.data) throw new ApiError(failed.status, failed.data);
  throw error;
}

/**
 * The wizard's calls through the page's one RTK Query api (its signed-in part, shared-ui/account-data): loads are fresh
 * (never a cached copy), saves invalidate the application they change, so the dashboard's list
 * is current when the applicant returns to it.
 */
export function useWizardData(): WizardData {
  const dispatch = usePortalDispatch();
  return useMemo(() => {
    const run = <T,>(action: Parameters<typeof dispatch>[0]) => (dispatch(action) as unknown as { unwrap(): Promise<T> }).unwrap().catch(asApiError);
    return {
      load: (id) => run(accountApi.endpoints.getApplication.initiate(id, { subscribe: false, forceRefetch: true })),
      create: (body) => run<AnswerData>(accountApi.endpoints.createApplication.initiate(body as never)),
      createStatement: (id) => run(accountApi.endpoints.createStatement.initiate(id)),
      requestLoginLink: (body) => run(accountApi.endpoints.requestLoginLink.initiate(body)),
      submit: (path) => run(accountApi.endpoints.saveAnswer.initiate({ method: 'POST', path })),
      transport: answerTransport((call) => run(accountApi.endpoints.saveAnswer.initiate(call))) as WizardTransport,
      upload: async (file, onProgress) => {
        const stored = await trackUpload(run<{ id: string; name?: string }>(accountApi.endpoints.upload.initiate({ file, onProgress })));
        rememberFileName(stored.id, stored.name ?? file.name);
        return stored;
      },
    };
  }, [dispatch]);
}
