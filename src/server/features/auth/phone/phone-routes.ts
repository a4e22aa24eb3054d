import type { FastifyInstance } from 'fastify';
import {
  phoneCodeRequestSchema,
  phoneLinkSchema,
  phoneSignInSchema,
  type PhoneCodeResponse,
} from '../../../../shared/sign-in-ways-api';
import { parseRequest } from '../../../http/validation';
import type { AttestationCheck } from '../../attestation/attestation-check';
import type { AuthServices } from '../auth-services';
import { contextOf } from '../request-context';
import { requireSignedIn } from '../session-guard';
import { answerSignIn } from '../session-start';
import { linkPhone, sendLinkCode, sendSignInCode, signInWithPhone } from './phone-sign-in';

/**
 * Phone sign-in and linking; every call answers phone-sign-in-unavailable without a gateway.
 * Linking needs a verified address and the re-authentication an e-mail change does.
 */
export function phoneRoutes(
  app: FastifyInstance,
  services: AuthServices,
  attestation: AttestationCheck,
): void {
  app.post('/api/auth/phone/sign-in/code', async (request): Promise<PhoneCodeResponse> => {
    attestation.require(request);
    const { phoneNumber } = parseRequest(phoneCodeRequestSchema, request.body, 'body');
    const context = contextOf(request, services);
    return { verificationId: await sendSignInCode(services, phoneNumber, context) };
  });

  app.post('/api/auth/phone/sign-in', async (request, reply) => {
    const body = parseRequest(phoneSignInSchema, request.body, 'body');
    const outcome = await signInWithPhone(services, body, contextOf(request, services));
    return answerSignIn(services, reply, outcome);
  });

  app.post('/api/auth/phone/link/code', async (request, reply): Promise<PhoneCodeResponse> => {
    const { user } = await requireSignedIn(services, request, reply);
    const { phoneNumber } = parseRequest(phoneCodeRequestSchema, request.body, 'body');
    const context = contextOf(request, services);
    return { verificationId: await sendLinkCode(services, user, phoneNumber, context) };
  });

  app.post('/api/auth/phone/link', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const body = parseRequest(phoneLinkSchema, request.body, 'body');
    await linkPhone(services, signedIn, body, contextOf(request, services));
    return reply.status(204).send();
  });
}
