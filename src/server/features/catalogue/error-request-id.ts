import { isApiErrorBody } from '../../../shared/api-error';

/**
 * A provider's error answer (TMDB's refusals, 404s, time-outs) with this request's id, as every
 * other error body carries it (decision 142). Answers are kept serialized across requests, so
 * the id goes in as each one is sent; a success, or a body without `error`, is sent as it is.
 */
export function withRequestId(status: number, json: string, requestId: string): string {
  if (status < 400) return json;
  const body: unknown = JSON.parse(json);
  if (!isApiErrorBody(body)) return json;
  return JSON.stringify({ ...body, error: { ...body.error, requestId } });
}
