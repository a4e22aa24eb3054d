import type { QueryParameters } from '../../../shared/discover-queries';
import { ApiError, NETWORK_FAILURE_STATUS, apiKeyHeader } from '../api';
import { takeEarlyAnswer } from '../early-answers';
import { nextTask } from '../next-task';

/** One catalogue call's outcome: the body when the proxy answered 200, else null (spec §8). */
export interface CatalogueAnswer<Data> {
  status: number;
  data: Data | null;
}

/** /api/tmdb-proxy/{endpoint} with its query; empty values are skipped (spec §7). */
export function catalogueUrl(endpoint: string, params: QueryParameters = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value.trim() !== '') query.set(name, value);
  }
  const search = query.toString();
  return `/api/tmdb-proxy/${endpoint}${search === '' ? '' : `?${search}`}`;
}

/**
 * Calls the catalogue proxy. A non-OK answer or a network failure is logged and yields null data
 * (spec §8), so one failed call never breaks a screen; callers decide what an absence means.
 */
export function fetchCatalogue<Data>(
  endpoint: string,
  params: QueryParameters,
  signal?: AbortSignal,
): Promise<CatalogueAnswer<Data>> {
  return fetchCatalogueAt(catalogueUrl(endpoint, params), signal);
}

/** A catalogue call at its full address (the proxy's, or the server's own catalogue routes). */
export async function fetchCatalogueAt<Data>(
  url: string,
  signal?: AbortSignal,
): Promise<CatalogueAnswer<Data>> {
  const early = takeEarlyAnswer(url);
  const earlyData = early && (await early);
  if (earlyData) return { status: 200, data: earlyData as Data };
  // A screen may ask for several lists at once (home's rows): each call in a task of its own,
  // so starting them never holds the page for long.
  await nextTask();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...(await apiKeyHeader(url)), Accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // A cancelled query is not a failure: TanStack Query expects the abort to propagate.
    if (signal?.aborted) throw error;
    console.warn(`Catalogue call ${url} failed: the server could not be reached.`);
    return { status: NETWORK_FAILURE_STATUS, data: null };
  }
  if (!response.ok) {
    console.warn(`Catalogue call ${url} answered ${response.status}.`);
    return { status: response.status, data: null };
  }
  try {
    return { status: response.status, data: (await response.json()) as Data };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`Catalogue call ${url} answered something that is not JSON.`);
    return { status: response.status, data: null };
  }
}

/** The error a screen shows with a Retry button; the query layer retries only what may recover. */
export function catalogueUnavailable(status: number, what: string): ApiError {
  return new ApiError(status, 'catalogue-unavailable', `${what} could not be loaded right now.`);
}

export function requireData<Data>(answer: CatalogueAnswer<Data>, what: string): Data {
  if (answer.data !== null) return answer.data;
  throw catalogueUnavailable(answer.status, what);
}
