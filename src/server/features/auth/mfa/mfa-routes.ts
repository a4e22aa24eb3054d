import type { FastifyInstance } from 'fastify';
import {
  reauthenticationSchema,
  secondFactorCodeSchema,
  type MfaStatus,
} from '../../../../shared/sign-in-ways-api';
import { parseRequest } from '../../../http/validation';
import { confirmCurrentPassword } from '../account-changes';
import { authError } from '../auth-error';
import type { AuthServices } from '../auth-services';
import { contextOf } from '../request-context';
import { requireSignedIn } from '../session-guard';
import { handOverSession, startSession } from '../session-start';
import { openSession } from '../sign-in';
import { mfaChallengeCookie } from '../short-lived-cookie';
import { findUserById } from '../users';
import { checkSecondFactor, confirmEnrolment, isRequiredFor } from './second-factor';

/** Turning an authenticator app on and off, and the second step of signing in. */
export function mfaRoutes(app: FastifyInstance, services: AuthServices): void {
  app.get('/api/auth/mfa', async (request, reply): Promise<MfaStatus> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    const enrolled = await services.totp.isEnrolled(user.id);
    return {
      enrolled,
      recoveryCodesLeft: enrolled ? await services.totp.remainingRecoveryCodes(user.id) : 0,
      required: isRequiredFor(services, user.id),
    };
  });

  app.post('/api/auth/mfa/totp/enrol', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const { user } = signedIn;
    const { currentPassword } = parseRequest(reauthenticationSchema, request.body, 'body');
    // Whoever turns the authenticator on decides who can sign in next: a borrowed session is
    // not enough.
    await confirmCurrentPassword(services, signedIn, currentPassword);
    if (await services.totp.isEnrolled(user.id)) throw authError('mfa-already-enabled');
    reply.header('Cache-Control', 'no-store');
    return services.totp.startEnrolment(user);
  });

  app.post('/api/auth/mfa/totp/confirm', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { code } = parseRequest(secondFactorCodeSchema, request.body, 'body');
    const recoveryCodes = await confirmEnrolment(services, user.id, code);
    // Sessions opened with the password alone end; this browser gets a fresh one.
    const session = await services.db.transaction().execute(async (trx) => {
      await services.sessions.endAllOf(user.id, trx);
      return services.sessions.issue(user.id, request.headers['user-agent'], trx);
    });
    handOverSession(services, reply, session);
    reply.header('Cache-Control', 'no-store');
    return { recoveryCodes };
  });

  app.post('/api/auth/mfa/totp/disable', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { code } = parseRequest(secondFactorCodeSchema, request.body, 'body');
    if (!(await services.totp.isEnrolled(user.id))) throw authError('mfa-not-enabled');
    await checkSecondFactor(services, user.id, code);
    await services.totp.remove(user.id);
    return reply.status(204).send();
  });

  app.post('/api/auth/mfa/sign-in', async (request, reply) => {
    const { code } = parseRequest(secondFactorCodeSchema, request.body, 'body');
    const token = mfaChallengeCookie.read(request);
    const userId = token === undefined ? undefined : await services.mfaChallenges.userOf(token);
    if (token === undefined || userId === undefined) {
      mfaChallengeCookie.clear(reply, services.cookies);
      throw authError('mfa-session-expired');
    }
    await checkSecondFactor(services, userId, code);
    const user = await findUserById(services.db, userId);
    if (!(await services.mfaChallenges.consume(token)) || !user) {
      throw authError('mfa-session-expired');
    }
    if (user.disabled === 1) throw authError('user-disabled');
    const opened = await openSession(services, user, contextOf(request, services));
    mfaChallengeCookie.clear(reply, services.cookies);
    return startSession(services, reply, opened.user, opened.session);
  });
}
