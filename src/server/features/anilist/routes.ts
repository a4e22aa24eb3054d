import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANILIST_QUERIES } from '../../../shared/anilist-queries';
import { HttpError, badRequest, notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import {
  UpstreamError,
  retryAfterSeconds,
  upstreamFailureMessage,
} from '../../lib/upstream/upstream-error';
import type { AnilistClient } from './anilist-client';
import { identifyAnilistQuery } from './allowed-queries';

const MAX_QUERY_BYTES = 10 * 1024;
const MAX_VARIABLES_BYTES = 2 * 1024;
/** Room for the largest allowed query and variables plus JSON overhead. */
const BODY_LIMIT_BYTES = 16 * 1024;

const requestSchema = z.object({
  query: z
    .string()
    .min(1, 'must not be empty')
    .refine((text) => Buffer.byteLength(text) <= MAX_QUERY_BYTES, 'must be at most 10 KB'),
  variables: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? {})
    .refine(
      (value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_VARIABLES_BYTES,
      'must be at most 2 KB of JSON',
    ),
});

/** POST /api/anilist: forwards the product's own AniList queries, cached and rate-limited. */
export function anilistRoutes(app: FastifyInstance, client: AnilistClient): void {
  app.post('/api/anilist', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    if (!client.enabled) throw notFound('AniList is not enabled on this instance.');
    const body = parseRequest(requestSchema, request.body, 'body');
    const name = identifyAnilistQuery(body.query);
    if (!name) throw badRequest('Unknown AniList query');
    const { variables } = parseRequest(
      z.object({ variables: ANILIST_QUERIES[name].variables }),
      { variables: body.variables },
      'body',
    );
    try {
      const answer = await client.query(name, variables);
      return await reply.status(answer.status).send(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.reason === 'rate-limited') {
        throw new HttpError(
          429,
          'too-many-requests',
          upstreamFailureMessage(error),
          retryAfterSeconds(error),
        );
      }
      throw new HttpError(502, 'upstream-unavailable', upstreamFailureMessage(error));
    }
  });
}
