import type { FastifyReply } from 'fastify';
import type { SessionResponse } from '../../../shared/auth-api';
import { authError } from './auth-error';
import type { AuthServices } from './auth-services';
import { sessionResponseOf } from './auth-user';
import { MFA_CHALLENGE_LIFETIME_MS } from './mfa/mfa-challenges';
import { setSessionCookie } from './session-cookie';
import type { IssuedSession } from './sessions';
import type { SignInOutcome } from './sign-in';
import { mfaChallengeCookie } from './short-lived-cookie';
import type { UserRow } from './users';

/** Hands a new session to the browser as its cookie. */
export function handOverSession(
  services: AuthServices,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  setSessionCookie(reply, services.cookies, session.token, session.expiresAt, services.clock.now());
}

/** Hands the new session to the browser as its cookie and answers who signed in. */
export function startSession(
  services: AuthServices,
  reply: FastifyReply,
  user: UserRow,
  session: IssuedSession,
): Promise<SessionResponse> {
  handOverSession(services, reply, session);
  reply.header('Cache-Control', 'no-store');
  return sessionResponseOf(services, user, session.expiresAt);
}

/**
 * The answer of every sign-in call: the session, or the spec's multi-factor-auth-required
 * condition with the challenge in an httpOnly cookie for the second step.
 */
export function answerSignIn(
  services: AuthServices,
  reply: FastifyReply,
  outcome: SignInOutcome,
): Promise<SessionResponse> {
  if (outcome.kind === 'session') {
    mfaChallengeCookie.clear(reply, services.cookies);
    return startSession(services, reply, outcome.user, outcome.session);
  }
  holdSecondFactor(services, reply, outcome.challenge.token);
  throw authError('multi-factor-auth-required');
}

/** The challenge goes to the browser in an httpOnly cookie, for the second step's call. */
export function holdSecondFactor(services: AuthServices, reply: FastifyReply, token: string): void {
  mfaChallengeCookie.set(reply, services.cookies, token, MFA_CHALLENGE_LIFETIME_MS);
}
