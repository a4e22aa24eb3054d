import type { FastifyRequest } from 'fastify';
import type { AuthServices } from './auth-services';
import { readSessionToken } from './session-cookie';

/** What the account flows need to know about the HTTP request, and nothing else of it. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  /** Origin e-mailed links start with, e.g. https://anime.example.org. */
  linkBase: string;
  /** The session cookie the request arrived with, if any. */
  sessionToken: string | undefined;
}

/**
 * PUBLIC_URL when set; else the auth domain; else the request's own origin. The last comes from
 * the Host header, which a caller controls, so production instances should set PUBLIC_URL
 * (decision 058).
 */
function linkBaseFor(request: FastifyRequest, services: AuthServices): string {
  if (services.publicUrl) return services.publicUrl;
  if (services.authDomain) return `https://${services.authDomain}`;
  return `${request.protocol}://${request.host}`;
}

export function contextOf(request: FastifyRequest, services: AuthServices): RequestContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    linkBase: linkBaseFor(request, services),
    sessionToken: readSessionToken(request),
  };
}
