import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name over plain HTTP, and its name before HTTPS instances moved on. */
export const SESSION_COOKIE = 'tsuzuki_session';
/**
 * Over HTTPS the prefix makes browsers refuse the cookie unless it is Secure, host-only and for
 * path /, so a sibling subdomain cannot plant or shadow a session (decision 159).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const nameFor = (policy: CookiePolicy) => (policy.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export interface CookiePolicy {
  /** Secure cookies only when the instance is served over https (PUBLIC_URL). */
  secure: boolean;
}

/**
 * Reads the prefixed name first, then the old one, so sessions begun before an instance moved to
 * the prefix survive; the next sliding renewal rewrites them under the new name.
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = request.cookies[name];
    if (token !== undefined && token !== '') return token;
  }
  return undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  expiresAt: number,
  now: number,
): void {
  reply.setCookie(nameFor(policy), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: policy.secure,
    maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)),
  });
}

/** Clears both names, so signing out also drops a session cookie kept from before the prefix. */
export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  for (const name of new Set([nameFor(policy), SESSION_COOKIE])) {
    reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure: policy.secure });
  }
}
