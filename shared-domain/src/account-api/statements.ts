import type { PortalEndpointBuilder, Application } from '@portal/shared-domain/api';
import { APPLICATION_LIST, applicationPath, applicationTag } from './tags';

/**
 * Statements (settlements, spec 01 §7.2): a granted application's statement is created once
 * (dashboard "Abrechnung einreichen", or the settlement wizard on a direct link); its answers,
 * cancellation and submission go through `saveAnswer` with paths under /statement.
 */
export const statementEndpoints = (build: PortalEndpointBuilder) => ({
  createStatement: build.mutation<Application, string>({
    query: (id) => ({ url: applicationPath(id, '/statement'), method: 'POST' }),
    invalidatesTags: (_result, _error, id) => [APPLICATION_LIST, applicationTag(id)],
  }),
});
