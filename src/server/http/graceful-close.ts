import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts closing, every answer still being written says `Connection: close`, so
 * a keep-alive client's socket ends with its last response. Otherwise those sockets stay idle until
 * the keep-alive time-out and hold the shutdown open long after the last request finished.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done();
  });
}
