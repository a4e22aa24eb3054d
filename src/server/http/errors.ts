import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
) {
  const body: ApiErrorBody = { error: { code, message, requestId: request.id } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const frameworkCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid-argument',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-argument',
};

const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now. Please try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 5;
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's default parameter limit, which the router enforces before any handler runs. */
const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's router refuses some addresses before routing, with its own body shape; this answers
 * them in the API's shape instead (Fastify's `frameworkErrors` option).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`;
    void send(reply, request, 414, 'uri-too-long', message);
  } else if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'The address is not valid: a part of it cannot be decoded.';
    void send(reply, request, 400, 'invalid-argument', message);
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    void send(reply, request, 500, 'internal', INTERNAL_MESSAGE);
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return send(reply, request, error.statusCode, error.code, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = frameworkCodes[error.code] ?? 'bad-request';
      return send(reply, request, status, code, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, request, 503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    // 5xx details stay in the log; the client only learns which request to quote.
    return send(reply, request, status, 'internal', INTERNAL_MESSAGE);
  });
}
