import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tsuzuki_session';

export interface CookiePolicy {
  /** Secure cookies only when the instance is served over https (PUBLIC_URL). */
  secure: boolean;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  expiresAt: number,
  now: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: policy.secure,
    maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: policy.secure,
  });
}
