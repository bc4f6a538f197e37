import type { PortalEndpointBuilder } from './portal-api';
import type { Lang } from '../languages';
import type { FormField } from '../content/types';

export interface FormDefinitionArgs {
  handle: string;
  /** Part of the cache key: labels come in the visitor's language. */
  lang: Lang;
}

export interface SubmitFormArgs {
  handle: string;
  /** One entry per field (checkboxes `handle[]` once per value, files as file parts) plus the honeypot. */
  body: FormData;
}

const formPath = (handle: string) => `/forms/${encodeURIComponent(handle)}`;

/** The CMS form builder's forms (spec 00 §2.10, §7.4): the definition, and the multipart submission. */
export const formEndpoints = (build: PortalEndpointBuilder) => ({
  getFormDefinition: build.query<FormField[], FormDefinitionArgs>({ query: ({ handle }) => formPath(handle) }),
  submitForm: build.mutation<{ ok: true }, SubmitFormArgs>({
    query: ({ handle, body }) => ({ url: formPath(handle), method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest' } }),
  }),
});
