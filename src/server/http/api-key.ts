import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routedApiPattern } from './api-route';
import { HEALTH_ROUTE } from './health-route';
import { HttpError } from './http-error';

/**
 * Calls that must work before the client has read the key from /api/config, and the probes and
 * scrapes of operators' tools (metrics has its own token).
 */
const OPEN_PATHS = new Set([HEALTH_ROUTE, '/api/ready', '/api/metrics', '/api/config']);
/**
 * Calendar apps fetch the feed by its private URL and cannot add a header, nor can media servers
 * posting to their scrobbling webhook; sign-in providers send the browser through the OpenID
 * Connect round trip by plain navigation, as the browser opens the API reference and loads
 * posters with <img>.
 */
const OPEN_PREFIXES = [
  '/api/calendar/',
  '/api/auth/oidc/',
  '/api/docs',
  '/api/scrobble/',
  '/api/images/',
];

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With APP_API_KEY set, API calls must name the key in `X-Api-Key`: a public client identifier,
 * as in hosted backends, that keeps casual scripts off the API. It is not a secret. A path that
 * reaches no route answers 404 either way, so only routed calls are checked.
 */
export function requireApiKey(app: FastifyInstance, apiKey: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const pattern = routedApiPattern(request);
    const open =
      pattern === undefined ||
      OPEN_PATHS.has(pattern) ||
      OPEN_PREFIXES.some((prefix) => pattern.startsWith(prefix));
    if (open) return done();
    const given = request.headers['x-api-key'];
    if (typeof given === 'string' && sameKey(given, apiKey)) return done();
    done(
      new HttpError(401, 'invalid-api-key', 'This call needs the instance’s API key in X-Api-Key.'),
    );
  });
}
