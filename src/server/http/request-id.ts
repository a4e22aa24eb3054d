import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Ids a proxy or tracer might send (UUIDs, hex trace ids, `edge_7.1:42`). Anything else could
 * forge or break log lines, so it is replaced rather than echoed.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][\w.:-]{7,127}$/;

/** The caller's X-Request-Id when it is sane, so one id follows a request across services. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
