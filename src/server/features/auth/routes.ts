import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  actionRequestSchema,
  emailChangeRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  type SignedOutSessionResponse,
} from '../../../shared/auth-api';
import { SESSION_PATH } from '../../../shared/session-path';
import { parseRequest } from '../../http/validation';
import type { AttestationCheck } from '../attestation/attestation-check';
import { applyActionCode } from './action-handlers';
import { changePassword, requestEmailChange, resendVerification } from './account-changes';
import type { AuthServices } from './auth-services';
import { sessionResponseOf } from './auth-user';
import { requestPasswordReset } from './password-reset';
import { register } from './registration';
import { linkHeldIdentity } from './oidc/link-held-identity';
import { contextOf } from './request-context';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { requireSignedIn } from './session-guard';
import type { IssuedSession } from './sessions';
import { answerSignIn, handOverSession, startSession as startSessionFor } from './session-start';
import { signIn } from './sign-in';
import type { UserRow } from './users';

export function authRoutes(
  app: FastifyInstance,
  services: AuthServices,
  attestation: AttestationCheck,
): void {
  const startSession = (reply: FastifyReply, user: UserRow, session: IssuedSession) =>
    startSessionFor(services, reply, user, session);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.post('/api/auth/register', async (request, reply) => {
    attestation.require(request);
    const body = parseRequest(registerRequestSchema, request.body, 'body');
    const { user, session } = await register(services, body, contextOf(request, services));
    noStore(reply).status(201);
    return startSession(reply, user, session);
  });

  app.post('/api/auth/login', async (request, reply) => {
    attestation.require(request);
    const body = parseRequest(loginRequestSchema, request.body, 'body');
    const outcome = await signIn(services, body, contextOf(request, services));
    await linkHeldIdentity(services, request, reply, outcome.user.id);
    return answerSignIn(services, reply, outcome);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await services.sessions.end(token);
    clearSessionCookie(reply, services.cookies);
    return reply.status(204).send();
  });

  app.get(SESSION_PATH, async (request, reply) => {
    noStore(reply);
    // A visitor is an answer, not an error; a cookie that no longer works still gets 401.
    if (!readSessionToken(request)) {
      const signedOut: SignedOutSessionResponse = { user: null, expiresAt: null };
      return signedOut;
    }
    const { user, expiresAt } = await requireSignedIn(services, request, reply);
    return sessionResponseOf(services, user, expiresAt);
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    const { user, token, authenticatedAt } = await requireSignedIn(services, request, reply);
    const session = await services.db.transaction().execute(async (trx) => {
      await services.sessions.end(token, trx);
      return services.sessions.issue(user.id, request.headers['user-agent'], trx, authenticatedAt);
    });
    noStore(reply);
    return startSession(reply, user, session);
  });

  app.post('/api/auth/verification/send', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    await resendVerification(services, user, contextOf(request, services));
    return reply.status(204).send();
  });

  app.post('/api/auth/action', async (request) => {
    const body = parseRequest(actionRequestSchema, request.body, 'body');
    return applyActionCode(services, body);
  });

  app.post('/api/auth/password-reset', async (request, reply) => {
    attestation.require(request);
    const { email } = parseRequest(passwordResetRequestSchema, request.body, 'body');
    await requestPasswordReset(services, email, contextOf(request, services));
    return reply.status(204).send();
  });

  app.post('/api/auth/password', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const body = parseRequest(passwordChangeRequestSchema, request.body, 'body');
    const session = await changePassword(services, signedIn, body, contextOf(request, services));
    handOverSession(services, reply, session);
    return reply.status(204).send();
  });

  app.post('/api/auth/email', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const body = parseRequest(emailChangeRequestSchema, request.body, 'body');
    await requestEmailChange(services, signedIn, body, contextOf(request, services));
    return reply.status(204).send();
  });
}
