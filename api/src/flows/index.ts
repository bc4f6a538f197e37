import { groupApplication, groupStatement, projectApplication, projectStatement, singlePersonApplication, singlePersonSettlement, toServerFlow, type Flow, type ServerFlow } from '@portal/shared-domain/server';

/**
 * The flows whose question endpoints the API serves, registered by buildApp through
 * registerFlow(). The wizard engine builds them from the declarative flows:
 * add `toServerFlow(singlePersonApplication)` etc. here as the flows land in shared-domain.
 */
export const serverFlows: ServerFlow[] = [
  toServerFlow(singlePersonApplication),
  toServerFlow(singlePersonSettlement),
  toServerFlow(projectApplication),
  toServerFlow(projectStatement),
  toServerFlow(groupApplication),
  toServerFlow(groupStatement),
];

/** The application flow of each applicant kind (the PDF prints its answers as the review page shows them). */
export const applicationFlows: Partial<Record<string, Flow>> = {
  'single-person': singlePersonApplication,
  project: projectApplication,
  group: groupApplication,
};
