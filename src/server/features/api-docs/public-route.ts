import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ACCEPTS_API_TOKENS } from '../tokens/token-access';
import { apiErrorSchema, COMMON_ERRORS } from './api-error-schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is part of the public API: the OpenAPI document describes it (decision 238). */
    publicApi?: boolean;
  }
}

export const BEARER_SCHEME = 'accessToken';

/** An answer that is not JSON: a calendar, a picture, a CSV file, a stream of lines. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export type SuccessResponse = z.ZodType | MediaResponse;

export interface PublicRouteDoc {
  /** The name generated clients give the call, e.g. listTrackedTitles. */
  operationId: string;
  summary: string;
  description?: string;
  /** The group the reference lists the route under, e.g. Lists or Catalogue. */
  tag: string;
  /**
   * Called with a personal access token (a read token for GET, a read-and-write token for any
   * other method); false for routes anyone may call without signing in.
   */
  tokens: boolean;
  /** The zod schemas the handler parses the request with, so the document cannot drift. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Each success status and what it answers; a JSON answer's schema carries its description. */
  responses: Record<number, SuccessResponse>;
  /**
   * The 4xx answers this route gives besides those its kind always may: 400 with a request
   * schema, 401 and 403 with tokens. Each answers the shared ApiError.
   */
  errors?: Record<number, string>;
}

function errorResponses(doc: PublicRouteDoc): Record<number, z.ZodType> {
  const validated = doc.params ?? doc.querystring ?? doc.body;
  const meanings: Record<number, string> = { ...doc.errors };
  if (validated) meanings[400] ??= COMMON_ERRORS.badRequest;
  if (doc.tokens) {
    meanings[401] ??= COMMON_ERRORS.unauthorized;
    meanings[403] ??= COMMON_ERRORS.forbidden;
  }
  return Object.fromEntries(
    Object.entries(meanings).map(([status, meaning]) => [status, apiErrorSchema.describe(meaning)]),
  );
}

/**
 * Route options that put a route in the public API: spread them into the route's options, e.g.
 * `app.get('/api/lists', publicRoute({ … }), handler)`. The request parts are validated with
 * the same schemas at the edge, with the API's own error messages (see register-api-docs.ts);
 * the answers are described for the document and checked against real ones by the tests.
 */
export function publicRoute(doc: PublicRouteDoc): {
  schema: FastifySchema;
  config: FastifyContextConfig;
} {
  const { operationId, summary, description, params, querystring, body } = doc;
  return {
    schema: {
      operationId,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      tags: [doc.tag],
      response: { ...doc.responses, ...errorResponses(doc) },
      // An empty list says the call needs no credential, as the lint's security rule wants said.
      security: doc.tokens ? [{ [BEARER_SCHEME]: [] }] : [],
    },
    config: { publicApi: true, ...(doc.tokens ? ACCEPTS_API_TOKENS : {}) },
  };
}
