import type { FastifyRequest } from 'fastify';

/**
 * The pattern of the API route a request was routed to (e.g. `/api/admin/users/:uid/disable`),
 * or undefined for client files and unmatched paths. Checks decide on this, never on the raw
 * URL: the router decodes `/%61pi/…` to an API route that a prefix test on the URL would miss.
 */
export function routedApiPattern(request: FastifyRequest): string | undefined {
  const pattern = request.routeOptions.url;
  return pattern?.startsWith('/api/') ? pattern : undefined;
}
