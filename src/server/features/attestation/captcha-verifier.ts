import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';

/** reCAPTCHA v3's suggested line between people and bots. */
export const MINIMUM_CAPTCHA_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5000;

/** The siteverify answer (reCAPTCHA; hCaptcha and Turnstile answer the same fields, bar score). */
const verifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface CaptchaVerdict {
  passed: boolean;
  score: number | undefined;
  errorCodes: string[];
}

/** Asks the captcha provider about a browser's token; an unreachable provider answers 503. */
export async function verifyCaptchaToken(
  settings: { verifyUrl: string; secret: string },
  token: string,
  clientIp: string,
  log: FastifyBaseLogger,
): Promise<CaptchaVerdict> {
  const unavailable = (reason: unknown) => {
    log.error({ err: reason, verifyUrl: settings.verifyUrl }, 'captcha verification failed');
    return new HttpError(
      503,
      'attestation-unavailable',
      'The bot check could not be completed right now. Please try again.',
    );
  };
  let answer: unknown;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: clientIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the captcha provider answered ${response.status}`);
    answer = await response.json();
  } catch (error) {
    throw unavailable(error);
  }
  const parsed = verifyAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unavailable(parsed.error);
  const { success, score } = parsed.data;
  // Providers without a score (hCaptcha, Turnstile) pass on success alone.
  const passed = success && (score === undefined || score >= MINIMUM_CAPTCHA_SCORE);
  return { passed, score, errorCodes: parsed.data['error-codes'] ?? [] };
}
