import { z } from 'zod';

/** The one error shape of every route (src/shared/api-error.ts), a component of the document. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, for programs, e.g. not-found.' }),
      message: z.string().meta({ description: 'For people: what went wrong and what to do.' }),
      requestId: z.string().optional().meta({ description: 'Quote it when reporting a fault.' }),
    }),
  })
  .meta({ id: 'ApiError', description: 'A refused or failed call.' });

/** What each documented 4xx means on routes of every kind. */
export const COMMON_ERRORS = {
  badRequest: 'A part of the request is invalid; the message names the field.',
  unauthorized:
    'No session or access token, an unknown or revoked token, or the instance’s API key missing from X-Api-Key where the instance asks for one.',
  forbidden:
    'A read-only token on a call that changes something, or a session call without its CSRF header.',
  tooMany:
    'Too many calls from this address or account; the Retry-After header says when to try again.',
} as const;
