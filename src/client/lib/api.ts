import { isApiErrorBody } from '../../shared/api-error';
import { BROWSER_CONDITION_MESSAGES } from '../../shared/browser-conditions';
import type { PublicConfig } from '../../shared/public-config';
import { loadRefusalWords } from '../i18n/refusals';
import { authCallTimeoutMs, isAuthPath } from './api-timeout';
import { takeEarlyAnswer } from './early-answers';
import { configInPage } from './page-config';

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

const NETWORK_FAILURE = 'network-request-failed';

function networkFailure(): ApiError {
  return new ApiError(
    NETWORK_FAILURE_STATUS,
    NETWORK_FAILURE,
    BROWSER_CONDITION_MESSAGES[NETWORK_FAILURE],
  );
}

export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  return new ApiError(status, 'unexpected-response', `The server answered with status ${status}.`);
}

/**
 * The refusal a failed answer carries, once the words to show it in the reader's language are
 * in (src/client/i18n/refusals.ts), so whoever catches it can word it at once.
 */
export async function refusalFrom(status: number, body: unknown): Promise<ApiError> {
  await loadRefusalWords();
  return apiErrorFrom(status, body);
}

export interface ApiRequest extends Omit<RequestInit, 'body' | 'credentials'> {
  /** Sent as the JSON request body. */
  json?: unknown;
  /** Sent as the request body as it is, with its own type (a photo). */
  upload?: Blob;
  /**
   * Headers worked out as the call starts, inside its time-out: registration, sign-in and
   * reset requests pass the bot check's (`botCheckHeader`), which this module does not know.
   */
  lateHeaders?: (path: string) => Promise<Record<string, string>>;
  /**
   * Milliseconds the whole call may take before it fails as a network failure. Calls under
   * /api/auth/ get the spec's auth time-out unless they name another; others wait as long as
   * the browser does.
   */
  timeoutMs?: number;
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

/** Absolute addresses (tests, other instances) get that server's settings; paths get ours. */
function originOf(path: string): string {
  return URL.canParse(path) ? new URL(path).origin : '';
}

const configs = new Map<string, Promise<PublicConfig | null>>();

async function loadPublicConfig(origin: string): Promise<PublicConfig | null> {
  const written = origin === '' ? configInPage() : undefined;
  if (written) return written;
  const response = await fetch(`${origin}/api/config`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  return response.ok ? ((await response.json()) as PublicConfig) : null;
}

/**
 * The instance's public settings, fetched once. An instance that answers without them has
 * none; one that cannot be reached is asked again next time.
 */
export function publicConfig(path = ''): Promise<PublicConfig | null> {
  const origin = originOf(path);
  let config = configs.get(origin);
  if (!config) {
    config = loadPublicConfig(origin).catch((error: unknown) => {
      configs.delete(origin);
      throw error;
    });
    configs.set(origin, config);
  }
  return config;
}

/**
 * The instance's X-Api-Key header, when it sets a key: API calls fail without it. Exported for
 * callers that use fetch directly.
 */
export async function apiKeyHeader(path: string): Promise<Record<string, string>> {
  try {
    const apiKey = (await publicConfig(path))?.apiKey;
    return apiKey ? { 'X-Api-Key': apiKey } : {};
  } catch {
    // The call itself will report that the server cannot be reached.
    return {};
  }
}

async function send(path: string, request: Omit<ApiRequest, 'timeoutMs'>): Promise<unknown> {
  const { json, upload, lateHeaders, headers: extraHeaders, ...init } = request;
  const [keyHeader, callHeaders] = await Promise.all([
    apiKeyHeader(path),
    lateHeaders ? lateHeaders(path) : Promise.resolve<Record<string, string>>({}),
  ]);
  const headers = new Headers(extraHeaders);
  for (const [name, value] of Object.entries({ ...keyHeader, ...callHeaders })) {
    headers.set(name, value);
  }
  headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (upload) headers.set('Content-Type', upload.type);

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      credentials: 'same-origin',
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      ...(upload ? { body: upload } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkFailure();
  }

  const body = await readJson(response);
  if (!response.ok) throw await refusalFrom(response.status, body);
  return body;
}

/**
 * A signal that aborts with `outer` or after `ms`, and a promise that fails when either comes:
 * as a network failure when the time is up, with the caller's own reason when it aborts. The
 * promise ends the call even where a step does not watch the signal (the settings request).
 */
function deadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  // A race that settled first leaves this one rejected unobserved.
  stopped.catch(() => undefined);
  // setTimeout rather than AbortSignal.timeout: journeys fake the page's clock to test this.
  const timer = setTimeout(() => {
    controller.abort();
    stop(networkFailure());
  }, ms);
  const follow = () => {
    controller.abort(outer?.reason);
    stop(outer?.reason);
  };
  if (outer?.aborted) follow();
  outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    stopped,
    release: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

/**
 * Calls our own API with the session cookie and answers the parsed JSON body
 * (undefined when the answer has none); any non-2xx answer throws an ApiError. A call that
 * outlives its time-out, from reading the instance's settings to the last byte of the answer,
 * fails as a network failure (spec §9 "Auth network timeout").
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const early = (request.method ?? 'GET') === 'GET' ? await takeEarlyAnswer(path) : undefined;
  if (early) return early as T;
  const { timeoutMs = isAuthPath(path) ? authCallTimeoutMs() : undefined, ...rest } = request;
  if (timeoutMs === undefined) return (await send(path, rest)) as T;
  const limit = deadline(timeoutMs, rest.signal ?? undefined);
  try {
    return (await Promise.race([
      send(path, { ...rest, signal: limit.signal }),
      limit.stopped,
    ])) as T;
  } catch (error) {
    // The call's own abort may land just before the time-out's failure: report the time-out.
    if (limit.signal.aborted && !rest.signal?.aborted) throw networkFailure();
    throw error;
  } finally {
    limit.release();
  }
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(path, { method: 'GET', ...(signal ? { signal } : {}) });
}
