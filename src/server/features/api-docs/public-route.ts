import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ACCEPTS_API_TOKENS } from '../tokens/token-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is part of the public API: the OpenAPI document describes it (decision 238). */
    publicApi?: boolean;
  }
}

export const BEARER_SCHEME = 'accessToken';

export interface PublicRouteDoc {
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
}

/**
 * Route options that put a route in the public API: spread them into the route's options, e.g.
 * `app.get('/api/lists', publicRoute({ … }), handler)`. The request parts are validated with
 * the same schemas at the edge, with the API's own error messages (see register-api-docs.ts).
 */
export function publicRoute(doc: PublicRouteDoc): {
  schema: FastifySchema;
  config: FastifyContextConfig;
} {
  const { tag, tokens, ...schema } = doc;
  return {
    schema: { ...schema, tags: [tag], ...(tokens ? { security: [{ [BEARER_SCHEME]: [] }] } : {}) },
    config: { publicApi: true, ...(tokens ? ACCEPTS_API_TOKENS : {}) },
  };
}
