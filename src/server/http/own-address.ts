import type { FastifyInstance } from 'fastify';

/** Hosts that mean "every interface": a browser reaches them as localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address the server was started on (HOST, and the port it listens on, else PORT), for
 * links when no public address is configured. Never the request's Host header: a caller chooses
 * that, and could have someone else mailed a link to the caller's own site.
 */
export function ownAddress(app: FastifyInstance, started: { host: string; port: number }): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : started.port;
  const host = WILDCARD_HOSTS.has(started.host) ? 'localhost' : started.host;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${port}`;
}
