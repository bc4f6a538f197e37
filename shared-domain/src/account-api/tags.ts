/** The application list's tag: lists and every change that adds, removes or moves an application. */
export const APPLICATION_LIST = { type: 'Application', id: 'LIST' } as const;
/** One application; the list provides every listed application's tag too, so a change refreshes both. */
export const applicationTag = (id: string) => ({ type: 'Application', id }) as const;
export const CONTACT_LIST = { type: 'Contact', id: 'LIST' } as const;

/** `/applications/{id}` with the id encoded. */
export const applicationPath = (id: string, rest = '') => `/applications/${encodeURIComponent(id)}${rest}`;
