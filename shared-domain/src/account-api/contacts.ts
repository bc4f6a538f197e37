import type { PortalEndpointBuilder, Contact, ContactInput } from '@portal/shared-domain/api';
import { CONTACT_LIST } from './tags';

const contactPath = (id: string, rest = '') => `/contacts/${encodeURIComponent(id)}${rest}`;

/** The applicant's contacts (spec 00 §2.14). */
export const contactEndpoints = (build: PortalEndpointBuilder) => ({
  getContacts: build.query<Contact[], void>({
    query: () => '/contacts',
    providesTags: [CONTACT_LIST],
  }),
  createContact: build.mutation<Contact, ContactInput>({
    query: (body) => ({ url: '/contacts', method: 'POST', body }),
    invalidatesTags: [CONTACT_LIST],
  }),
  updateContact: build.mutation<Contact, { id: string; contact: ContactInput }>({
    query: ({ id, contact }) => ({ url: contactPath(id), method: 'PUT', body: contact }),
    invalidatesTags: [CONTACT_LIST],
  }),
  setContactActive: build.mutation<Contact, { id: string; active: boolean }>({
    query: ({ id, active }) => ({ url: contactPath(id, active ? '/enable' : '/disable'), method: 'POST' }),
    invalidatesTags: [CONTACT_LIST],
  }),
});
