import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTokenCall, presentsApiToken, tokenNotAccepted } from '../tokens/token-access';
import { authError } from './auth-error';
import type { AuthServices } from './auth-services';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import type { UserRow } from './users';

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: number;
  /** When the user last proved who they are for this session (a refresh proves nothing). */
  authenticatedAt: number;
}

/** Who makes a call, by session or by personal access token. */
export interface Caller {
  user: UserRow;
}

/**
 * The caller of a route open to access tokens (decision 236): a token call is answered by the
 * token alone, with its scope checked and its cookies never read; any other call by its session.
 */
export async function requireCaller(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  if (isTokenCall(request)) return services.apiTokens.authenticate(request);
  return requireSignedIn(services, request, reply);
}

/**
 * Resolves the request's session, or answers 401: unauthenticated for no, unknown or expired
 * sessions, user-disabled for a disabled account. Either way a stale cookie is cleared, which
 * is what signs the client out (spec §4). Routes call it explicitly, one by one. An access
 * token is refused here: these routes are for the site's own signed-in pages only.
 */
export async function requireSignedIn(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  if (isTokenCall(request) || presentsApiToken(request)) throw tokenNotAccepted();
  const token = readSessionToken(request);
  if (!token) throw authError('unauthenticated');
  const found = await services.sessions.find(token);
  if (!found || services.sessions.isExpired(found.session)) {
    if (found) await services.sessions.end(token);
    clearSessionCookie(reply, services.cookies);
    throw authError('unauthenticated');
  }
  if (found.user.disabled === 1) {
    await services.sessions.endAllOf(found.user.id);
    clearSessionCookie(reply, services.cookies);
    throw authError('user-disabled');
  }
  const slidTo = await services.sessions.slide(found.session);
  if (slidTo !== null) {
    setSessionCookie(reply, services.cookies, token, slidTo, services.clock.now());
  }
  return {
    user: found.user,
    token,
    expiresAt: slidTo ?? found.session.expires_at,
    authenticatedAt: found.session.authenticated_at ?? found.session.created_at,
  };
}

/** The enabled account whose live session the request carries; answers nothing to the client. */
export async function liveAccount(
  services: AuthServices,
  request: FastifyRequest,
): Promise<{ uid: string; email: string; emailVerified: boolean } | undefined> {
  const token = readSessionToken(request);
  if (!token) return undefined;
  const found = await services.sessions.find(token);
  if (!found || services.sessions.isExpired(found.session) || found.user.disabled === 1) {
    return undefined;
  }
  const { id, email, email_verified } = found.user;
  return { uid: id, email, emailVerified: email_verified === 1 };
}
