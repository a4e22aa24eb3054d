import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookiePolicy } from './session-cookie';

/**
 * An httpOnly cookie that carries a flow's secret between two requests to /api/auth (the
 * second sign-in step, a link waiting for the password), so no script ever reads it.
 */
export class ShortLivedCookie {
  constructor(readonly name: string) {}

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value === undefined || value === '' ? undefined : value;
  }

  set(reply: FastifyReply, policy: CookiePolicy, value: string, lifetimeMs: number): void {
    reply.setCookie(this.name, value, {
      ...this.attributes(policy),
      maxAge: Math.floor(lifetimeMs / 1000),
    });
  }

  clear(reply: FastifyReply, policy: CookiePolicy): void {
    reply.clearCookie(this.name, this.attributes(policy));
  }

  private attributes(policy: CookiePolicy) {
    return { httpOnly: true, sameSite: 'lax' as const, path: '/api/auth', secure: policy.secure };
  }
}

export const mfaChallengeCookie = new ShortLivedCookie('tsuzuki_mfa');
export const pendingLinkCookie = new ShortLivedCookie('tsuzuki_link');
/** The state of the provider round trip this browser started (decision 122). */
export const roundTripCookie = new ShortLivedCookie('tsuzuki_oidc');
/** The secret of the browser that asked for a sign-in link; the link signs in only there (S-14). */
export const signInLinkBrowserCookie = new ShortLivedCookie('tsuzuki_link_browser');
