import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error';
import type { AuthServices } from '../../auth/auth-services';
import { requireSignedIn } from '../../auth/session-guard';
import type { ListsContext } from '../lists-context';
import type { LiveStream } from './live-lists';
import { eventFrame, heartbeatFrame, retryFrame } from './sse-frames';

const HEARTBEAT_MS = 25_000;
/** Tabs and devices of one person; far more means a runaway client. */
const MAX_STREAMS_PER_USER = 20;
/** A reader this far behind is gone or stuck; it reconnects and catches up from the version. */
const MAX_UNSENT_BYTES = 1_048_576;

/** The session behind the stream still works: not signed out, expired or disabled. */
async function sessionIsLive(services: AuthServices, token: string): Promise<boolean> {
  const found = await services.sessions.find(token);
  return !!found && !services.sessions.isExpired(found.session) && found.user.disabled !== 1;
}

/**
 * GET /api/lists/events: the signed-in user's list changes as Server-Sent Events, so tabs and
 * devices stay in step (spec §7 live subscription). The reply is written by hand: compression
 * and the usual send path would hold events back.
 */
export function eventRoutes(app: FastifyInstance, context: ListsContext): void {
  const { services, store, live } = context;

  app.get('/api/lists/events', async (request, reply) => {
    const { user, token } = await requireSignedIn(services, request, reply);
    if (live.streamCount(user.id) >= MAX_STREAMS_PER_USER) {
      throw new HttpError(
        429,
        'too-many-requests',
        'Too many live list connections are open for this account. Close some tabs and try again.',
      );
    }
    const version = await store.version(user.id);
    reply.hijack();
    const response = reply.raw;
    // The security headers were set on the reply; a hijacked reply sends only what is written here.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-request-id': request.id,
    });
    response.flushHeaders();

    let ended = false;
    const stream: LiveStream = {
      send: (frame) => {
        if (ended) return false;
        response.write(frame);
        return response.writableLength <= MAX_UNSENT_BYTES;
      },
      close: () => {
        if (!ended) response.end();
      },
    };
    const lastSeen = request.headers['last-event-id'];
    stream.send(retryFrame());
    stream.send(eventFrame('ready', { version }, version));
    if (lastSeen !== undefined && lastSeen !== String(version)) {
      stream.send(eventFrame('resync', {}));
    }
    const detach = live.attach(user.id, stream);

    const heartbeat = setInterval(() => {
      sessionIsLive(services, token)
        .then((stillLive) => {
          if (!stillLive || !stream.send(heartbeatFrame())) stream.close();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'live list session check'));
    }, HEARTBEAT_MS);
    response.on('close', () => {
      ended = true;
      clearInterval(heartbeat);
      detach();
    });
  });
}
