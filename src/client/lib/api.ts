import { isApiErrorBody } from '../../shared/api-error';

/** A failed call to our own API, carrying the server's error code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Status 0 marks a request that never got an answer. */
export const NETWORK_FAILURE_STATUS = 0;

export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  return new ApiError(status, 'unexpected-response', `The server answered with status ${status}.`);
}

export interface ApiRequest extends Omit<RequestInit, 'body' | 'credentials'> {
  /** Sent as the JSON request body. */
  json?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls our own API with the session cookie and answers the parsed JSON body
 * (undefined when the answer has none); any non-2xx answer throws an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { json, headers: extraHeaders, ...init } = request;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      credentials: 'same-origin',
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(
      NETWORK_FAILURE_STATUS,
      'network-request-failed',
      'The server could not be reached. Check your connection and try again.',
    );
  }

  const body = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(path, { method: 'GET', ...(signal ? { signal } : {}) });
}
