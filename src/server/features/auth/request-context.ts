import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/i18n/languages';
import { pageLanguage } from '../../i18n/page-language';
import type { AuthServices } from './auth-services';
import { readSessionToken } from './session-cookie';

/** What the account flows need to know about the HTTP request, and nothing else of it. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  /**
   * Origin every address the server hands out starts with (mailed links, feeds, a provider's
   * return address), e.g. https://anime.example.org; never from the request.
   */
  linkBase: string;
  /** The session cookie the request arrived with, if any. */
  sessionToken: string | undefined;
  /**
   * The language of the page the request came from (its language cookie, else Accept-Language):
   * what a mail or text is written in for an account that chose none (decision 440).
   */
  language: Language;
}

/** PUBLIC_URL when set; else the auth domain. */
export function configuredOrigin(services: AuthServices): string | undefined {
  if (services.publicUrl) return services.publicUrl;
  if (services.authDomain) return `https://${services.authDomain}`;
  return undefined;
}

/**
 * Addresses start with the configured origin, else the one the server was started on: the Host
 * header would let a caller have someone else mailed a link to the caller's site (S-07), or a
 * provider's return address or a feed's address built on it (decisions 278, 280).
 */
export function linkBaseOf(services: AuthServices): string {
  return configuredOrigin(services) ?? services.ownAddress();
}

export function contextOf(request: FastifyRequest, services: AuthServices): RequestContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    linkBase: linkBaseOf(services),
    sessionToken: readSessionToken(request),
    language: pageLanguage(request),
  };
}
