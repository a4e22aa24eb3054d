import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A client sends a body it has at once; a body silent this long is never coming (issue 33). */
export const BODY_IDLE_MS = 20_000;

/**
 * Closes the connection once its body goes quiet for `idleMs`: Node's server destroys a socket
 * whose timeout nobody else handles, and whatever was reading the body (a content parser, the
 * multipart reader) then ends with an error, so no handler is left waiting. Answers the call
 * that stops the watch once the body is read.
 */
export function cutOffWhenIdle(request: FastifyRequest, idleMs = BODY_IDLE_MS): () => void {
  const socket: Partial<Pick<Socket, 'setTimeout'>> = request.raw.socket;
  // A request injected in-process (light-my-request) has no real socket to watch.
  if (!socket.setTimeout) return () => undefined;
  socket.setTimeout(idleMs);
  return () => socket.setTimeout?.(0);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || Number(length ?? 0) > 0;
}

/**
 * Every request body, whoever reads it (a photo, an import file, a form), is cut off after
 * `idleMs` without a byte. The watch ends with the body, so a handler that takes its time to
 * answer (a model's recommendations, an import's progress) is never cut off by it.
 */
export function cutOffIdleBodies(app: FastifyInstance, idleMs = BODY_IDLE_MS): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) {
      const stop = cutOffWhenIdle(request, idleMs);
      request.raw.once('end', stop);
      reply.raw.once('finish', stop);
    }
    done();
  });
}
