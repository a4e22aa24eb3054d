import type { ApiErrorBody } from '../../../../shared/api-error';
import type { UpstreamResult } from '../../../lib/upstream/upstream-client';
import { upstreamFailureMessage, type UpstreamError } from '../../../lib/upstream/upstream-error';
import type { CatalogueAnswer } from '../provider';

const errorBody = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

function statusMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { status_message?: unknown }).status_message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/** TMDB's answer as the proxy relays it: success as is, a missing title as 404, our own faults as 502. */
export function relayTmdbAnswer(result: UpstreamResult, path: string): CatalogueAnswer {
  const { status, body } = result;
  if (status >= 200 && status < 300) return { status, body };
  if (status === 404) {
    return { status: 404, body: errorBody('not-found', `TMDB has nothing at ${path}.`) };
  }
  if (status === 401 || status === 403) {
    return {
      status: 502,
      body: errorBody(
        'upstream-unavailable',
        'The catalogue service refused this server’s credentials. The operator needs to check the TMDB key.',
      ),
    };
  }
  const reason = statusMessageOf(body) ?? `HTTP ${status}`;
  return { status, body: errorBody('invalid-argument', `TMDB refused the request: ${reason}`) };
}

/** The 502 sent when TMDB gave no answer and nothing cached can stand in. */
export function tmdbFailureAnswer(error: UpstreamError): CatalogueAnswer {
  return { status: 502, body: errorBody('upstream-unavailable', upstreamFailureMessage(error)) };
}
