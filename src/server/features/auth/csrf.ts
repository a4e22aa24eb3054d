import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedApiPattern } from '../../http/api-route';
import { HttpError } from '../../http/http-error';
import { isTokenCall } from '../tokens/token-access';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfSettings {
  publicUrl: string | undefined;
  /** A host such as anime.example.org, trusted over either scheme. */
  authDomain: string | undefined;
}

function refusal(): HttpError {
  return new HttpError(
    403,
    'csrf-rejected',
    'This request came from another site and was refused. Open Tsuzuki at its own address and try again.',
  );
}

/**
 * Refuses state-changing API calls a browser sends on behalf of another site: the Origin
 * header, when present, must be this instance's; without it, Sec-Fetch-Site must say
 * same-origin or none. Calls with neither header come from non-browser clients, which
 * carry no ambient cookies; the SameSite=Lax session cookie covers old browsers. Calls with an
 * access token are not checked (decision 236).
 */
export function registerCsrfCheck(app: FastifyInstance, settings: CsrfSettings): void {
  const publicOrigin = settings.publicUrl ? new URL(settings.publicUrl).origin : undefined;

  const isTrustedOrigin = (origin: string, request: FastifyRequest): boolean => {
    if (!URL.canParse(origin)) return false;
    const parsed = new URL(origin);
    return (
      parsed.origin === `${request.protocol}://${request.host}` ||
      parsed.origin === publicOrigin ||
      (settings.authDomain !== undefined && parsed.host === settings.authDomain)
    );
  };

  const isForged = (request: FastifyRequest): boolean => {
    if (!STATE_CHANGING_METHODS.has(request.method) || routedApiPattern(request) === undefined) {
      return false;
    }
    // A token call is answered by its token alone, which no other site can make a browser send.
    if (isTokenCall(request)) return false;
    const origin = request.headers.origin;
    if (origin !== undefined) return !isTrustedOrigin(origin, request);
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && !TRUSTED_FETCH_SITES.has(site);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    done(isForged(request) ? refusal() : undefined);
  });
}
