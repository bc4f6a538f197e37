import type { BaseQueryFn } from '@reduxjs/toolkit/query';
// By package name: the one api-client (and loading bar) of the page, not a copy in this entry.
import { ApiError, apiEnvelope, type ApiErrorBody } from '@portal/shared-domain';

export interface PortalQueryArgs {
  url: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface PortalQueryError {
  status: number;
  data: ApiErrorBody;
}

/**
 * The base query of the one RTK Query api (portal-api.ts): it calls the shared API client, so
 * headers, `data` unwrapping and the loading bar are the same everywhere. `meta` carries paging.
 */
export type PortalBaseQuery = BaseQueryFn<
  string | PortalQueryArgs,
  unknown,
  PortalQueryError,
  object,
  { paging?: Record<string, unknown> }
>;

export const portalBaseQuery: PortalBaseQuery = async (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    const envelope = await apiEnvelope<unknown>(request.url, {
      method: request.method,
      body: request.body,
      headers: request.headers,
      signal: api.signal,
    });
    return { data: envelope.data, meta: { paging: envelope.meta } };
  } catch (error) {
    return { error: toQueryError(error) };
  }
};

/** A thrown error as the base query's error (for endpoints written with queryFn). */
export function toQueryError(error: unknown): PortalQueryError {
  return error instanceof ApiError ? { status: error.status, data: error.body } : { status: 0, data: { message: (error as Error).message } };
}
