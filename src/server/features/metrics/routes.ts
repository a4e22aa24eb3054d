import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../../http/http-error';

const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NANOSECONDS_PER_SECOND = 1e9;
/** Requests no route matched are counted together, so scanners cannot mint new series. */
const UNMATCHED_ROUTE = '(unmatched)';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = request.headers.authorization;
  if (typeof given !== 'string' || !given.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice('Bearer '.length));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A gauge read when scraped, such as memory in use. */
function readOnScrape(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

function processMetrics(registry: Registry, app: FastifyInstance): void {
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', (_instance, done) => {
    loopDelay.disable();
    done();
  });
  readOnScrape(registry, 'process_resident_memory_bytes', 'Resident memory size in bytes.', () =>
    process.memoryUsage.rss(),
  );
  readOnScrape(registry, 'nodejs_heap_used_bytes', 'V8 heap in use, in bytes.', () =>
    Math.round(process.memoryUsage().heapUsed),
  );
  readOnScrape(
    registry,
    'process_cpu_seconds_total',
    'User and system CPU time spent, in seconds.',
    () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    },
  );
  readOnScrape(registry, 'process_uptime_seconds', 'Seconds since the process started.', () =>
    Math.round(process.uptime()),
  );
  readOnScrape(
    registry,
    'nodejs_eventloop_delay_p99_seconds',
    'p99 event-loop delay since the last scrape, in seconds.',
    () => {
      const p99 = loopDelay.percentile(99) / NANOSECONDS_PER_SECOND;
      loopDelay.reset();
      return p99;
    },
  );
}

/**
 * GET /api/metrics in Prometheus's format, registered only when METRICS_TOKEN is set and answered
 * only to `Authorization: Bearer <token>` (decision 141). Counts every answer by route template,
 * method and status, with its duration, the requests in flight and those held for their turn.
 */
export function metricsRoutes(
  app: FastifyInstance,
  token: string,
  heldRequests: () => number,
): void {
  // A registry per app, not prom-client's global one: several apps share a test process.
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route template and method.',
    labelNames: ['route', 'method'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered.',
    registers: [registry],
  });
  processMetrics(registry, app);
  readOnScrape(
    registry,
    'http_requests_held',
    'Requests read but waiting for their turn to start (decision 469).',
    heldRequests,
  );

  app.addHook('onRequest', (_request, reply, done) => {
    inFlight.inc();
    // 'close' comes for a finished answer and for an abandoned one alike, unlike onResponse.
    reply.raw.once('close', () => {
      inFlight.dec();
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    requests.inc({ route, method, status: String(reply.statusCode) });
    durations.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/api/metrics', async (request, reply) => {
    if (!bearerMatches(request, token)) {
      throw new HttpError(
        401,
        'unauthenticated',
        'Metrics need the token from METRICS_TOKEN in an Authorization: Bearer header.',
      );
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
