import type { FastifyInstance } from 'fastify';
import { signInLinkRequestSchema, signInLinkSchema } from '../../../../shared/sign-in-ways-api';
import { parseRequest } from '../../../http/validation';
import type { AttestationCheck } from '../../attestation/attestation-check';
import type { AuthServices } from '../auth-services';
import { contextOf } from '../request-context';
import { newSecretToken } from '../secrets';
import { answerSignIn } from '../session-start';
import { signInLinkBrowserCookie } from '../short-lived-cookie';
import { requestSignInLink, signInWithLink } from './email-link-sign-in';

/** A sign-in link lasts 15 minutes; the browser's secret lasts as long as the newest link. */
const LINK_LIFETIME_MS = 15 * 60_000;

export function emailLinkRoutes(
  app: FastifyInstance,
  services: AuthServices,
  attestation: AttestationCheck,
): void {
  app.post('/api/auth/email-link', async (request, reply) => {
    attestation.require(request);
    const { email } = parseRequest(signInLinkRequestSchema, request.body, 'body');
    // Set for every address, known or not, so the answer tells nothing (decision 121).
    const browserSecret = signInLinkBrowserCookie.read(request) ?? newSecretToken();
    signInLinkBrowserCookie.set(reply, services.cookies, browserSecret, LINK_LIFETIME_MS);
    await requestSignInLink(services, email, contextOf(request, services), browserSecret);
    return reply.status(204).send();
  });

  app.post('/api/auth/email-link/sign-in', async (request, reply) => {
    const { oobCode } = parseRequest(signInLinkSchema, request.body, 'body');
    const browserSecret = signInLinkBrowserCookie.read(request);
    const context = contextOf(request, services);
    const outcome = await signInWithLink(services, oobCode, context, browserSecret);
    return answerSignIn(services, reply, outcome);
  });
}
