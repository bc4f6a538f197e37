import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ApiError, apiEnvelope, type ApiErrorBody } from './api-client';

export interface PortalQueryArgs {
  url: string;
  method?: string;
  body?: unknown;
}

export interface PortalQueryError {
  status: number;
  data: ApiErrorBody;
}

/**
 * The one RTK Query base query of every remote: it calls the shared API client, so headers,
 * `data` unwrapping and the loading bar are the same everywhere. `meta` carries paging.
 */
export const portalBaseQuery: BaseQueryFn<
  string | PortalQueryArgs,
  unknown,
  PortalQueryError,
  object,
  { paging?: Record<string, unknown> }
> = async (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    const envelope = await apiEnvelope<unknown>(request.url, {
      method: request.method,
      body: request.body,
      signal: api.signal,
    });
    return { data: envelope.data, meta: { paging: envelope.meta } };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, data: error.body } };
    return { error: { status: 0, data: { message: (error as Error).message } } };
  }
};
