import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTESTATION_HEADER,
  attestationExchangeSchema,
  type AttestationExchangeResponse,
} from '../../../shared/auth-attestation';
import type { Config } from '../../config';
import { HttpError } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import type { Clock } from '../auth/clock';
import { sameSecret } from '../auth/secrets';
import { ATTESTATION_TOKEN_TTL_SECONDS, AttestationTokens } from './attestation-tokens';
import { verifyCaptchaToken } from './captcha-verifier';
import { ATTESTATION_SKIPPED_MESSAGE } from '../../../shared/captcha-provider';

/** What the sign-up, sign-in and reset routes call first; it does nothing when the check is off. */
export interface AttestationCheck {
  require(request: FastifyRequest): void;
}

const appCheckFailed = (message: string) => new HttpError(401, 'app-check-failed', message);

/**
 * Spec §1 and §7: the bot check starts only with both the site key and the project id set;
 * otherwise it logs that it was skipped. When on, POST /api/attestation/exchange trades a
 * captcha token (or the operator's debug token) for a short-lived attestation token.
 */
export function setUpAttestation(
  app: FastifyInstance,
  settings: Config['botCheck'],
  clock: Clock,
): AttestationCheck {
  if (!settings.enabled || settings.secret === undefined) {
    app.log.info(ATTESTATION_SKIPPED_MESSAGE);
    return { require: () => undefined };
  }
  const secret = settings.secret;
  const tokens = new AttestationTokens(secret, clock);

  app.post('/api/attestation/exchange', async (request) => {
    const body = parseRequest(attestationExchangeSchema, request.body, 'body');
    if ('debug_token' in body) {
      if (!settings.debugToken || !sameSecret(body.debug_token, settings.debugToken)) {
        throw appCheckFailed('The debug token is not this instance’s.');
      }
    } else {
      const verdict = await verifyCaptchaToken(
        { verifyUrl: settings.verifyUrl, secret },
        body.recaptcha_v3_token,
        request.ip,
        request.log,
      );
      if (!verdict.passed) {
        request.log.info(
          { score: verdict.score, errorCodes: verdict.errorCodes },
          'bot check failed',
        );
        throw appCheckFailed('The bot check did not pass. Reload the page and try again.');
      }
    }
    const answer: AttestationExchangeResponse = {
      token: tokens.issue().token,
      ttl: `${ATTESTATION_TOKEN_TTL_SECONDS}s`,
    };
    return answer;
  });

  const headerName = ATTESTATION_HEADER.toLowerCase();
  return {
    require: (request) => {
      const token = request.headers[headerName];
      if (typeof token !== 'string' || token === '') {
        throw appCheckFailed(`This call needs a bot-check token in ${ATTESTATION_HEADER}.`);
      }
      if (!tokens.redeem(token)) {
        throw appCheckFailed(
          'The bot-check token is invalid or has expired. Reload the page and try again.',
        );
      }
    },
  };
}
