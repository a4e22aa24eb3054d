import type { FastifyInstance } from 'fastify';
import { signInLinkRequestSchema, signInLinkSchema } from '../../../../shared/sign-in-ways-api';
import { parseRequest } from '../../../http/validation';
import type { AttestationCheck } from '../../attestation/attestation-check';
import type { AuthServices } from '../auth-services';
import { contextOf } from '../request-context';
import { answerSignIn } from '../session-start';
import { requestSignInLink, signInWithLink } from './email-link-sign-in';

export function emailLinkRoutes(
  app: FastifyInstance,
  services: AuthServices,
  attestation: AttestationCheck,
): void {
  app.post('/api/auth/email-link', async (request, reply) => {
    attestation.require(request);
    const { email } = parseRequest(signInLinkRequestSchema, request.body, 'body');
    await requestSignInLink(services, email, contextOf(request, services));
    return reply.status(204).send();
  });

  app.post('/api/auth/email-link/sign-in', async (request, reply) => {
    const { oobCode } = parseRequest(signInLinkSchema, request.body, 'body');
    const outcome = await signInWithLink(services, oobCode, contextOf(request, services));
    return answerSignIn(services, reply, outcome);
  });
}
