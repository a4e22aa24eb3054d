import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '../../../shared/api-tokens';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers calls made with a personal access token (decision 236). */
    apiTokens?: boolean;
  }
}

/** Route options that open a route to personal access tokens; see also `publicRoute`. */
export const ACCEPTS_API_TOKENS = { apiTokens: true } as const;

const READING_METHODS = new Set(['GET', 'HEAD']);

export function acceptsApiTokens(request: FastifyRequest): boolean {
  return request.routeOptions.config.apiTokens === true;
}

/**
 * A call to a route that accepts tokens, carrying an Authorization header, is a token call and
 * nothing else: its cookies are never read, so a token cannot lend its exemption from the CSRF
 * check to a session cookie riding along, and a bad token is refused rather than ignored.
 */
export function isTokenCall(request: FastifyRequest): boolean {
  return acceptsApiTokens(request) && request.headers.authorization !== undefined;
}

/** The token in `Authorization: Bearer <token>`, when the header has that form. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}

/** Whether the call names one of our tokens, wherever it goes (to refuse it where not accepted). */
export function presentsApiToken(request: FastifyRequest): boolean {
  return bearerTokenOf(request)?.startsWith(API_TOKEN_PREFIX) ?? false;
}

export function changesState(request: FastifyRequest): boolean {
  return !READING_METHODS.has(request.method);
}

export function tokenNotAccepted(): HttpError {
  return new HttpError(
    403,
    'token-not-accepted',
    'Access tokens cannot be used for this call: it is only available when signed in on the site.',
  );
}

export function readOnlyToken(): HttpError {
  return new HttpError(
    403,
    'token-read-only',
    'This access token can only read. Create a token with read and write access to make changes.',
  );
}

export function invalidToken(): HttpError {
  return new HttpError(
    401,
    'invalid-token',
    'The access token is missing, unknown or revoked. Send a current token as Authorization: Bearer <token>.',
  );
}
