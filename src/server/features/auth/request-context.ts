import type { FastifyRequest } from 'fastify';
import type { AuthServices } from './auth-services';
import { readSessionToken } from './session-cookie';

/** What the account flows need to know about the HTTP request, and nothing else of it. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  /** Origin e-mailed links start with, e.g. https://anime.example.org; never from the request. */
  linkBase: string;
  /** Origin the browser is on, where a provider round trip must come back to. */
  siteOrigin: string;
  /** The session cookie the request arrived with, if any. */
  sessionToken: string | undefined;
}

/** PUBLIC_URL when set; else the auth domain. */
export function configuredOrigin(services: AuthServices): string | undefined {
  if (services.publicUrl) return services.publicUrl;
  if (services.authDomain) return `https://${services.authDomain}`;
  return undefined;
}

/**
 * Links are mailed to the configured address, else to the one the server was started on: the
 * Host header would let a caller have someone else mailed a link to the caller's site (S-07).
 * A round trip may use the request's origin, as the provider only returns to registered ones.
 */
export function contextOf(request: FastifyRequest, services: AuthServices): RequestContext {
  const configured = configuredOrigin(services);
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    linkBase: configured ?? services.ownAddress(),
    siteOrigin: configured ?? `${request.protocol}://${request.host}`,
    sessionToken: readSessionToken(request),
  };
}
