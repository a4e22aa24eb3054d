import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { Counter, Gauge, Histogram, MetricsRegistry } from './prometheus-text';

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

function processMetrics(registry: MetricsRegistry, app: FastifyInstance): void {
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', (_instance, done) => {
    loopDelay.disable();
    done();
  });
  registry.add(
    new Gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', () =>
      process.memoryUsage.rss(),
    ),
  );
  registry.add(
    new Gauge('nodejs_heap_used_bytes', 'V8 heap in use, in bytes.', () =>
      Math.round(process.memoryUsage().heapUsed),
    ),
  );
  registry.add(
    new Gauge('process_cpu_seconds_total', 'User and system CPU time spent, in seconds.', () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    }),
  );
  registry.add(
    new Gauge('process_uptime_seconds', 'Seconds since the process started.', () =>
      Math.round(process.uptime()),
    ),
  );
  registry.add(
    new Gauge(
      'nodejs_eventloop_delay_p99_seconds',
      'p99 event-loop delay since the last scrape, in seconds.',
      () => {
        const p99 = loopDelay.percentile(99) / NANOSECONDS_PER_SECOND;
        loopDelay.reset();
        return p99;
      },
    ),
  );
}

/**
 * GET /api/metrics in Prometheus's format, registered only when METRICS_TOKEN is set and answered
 * only to `Authorization: Bearer <token>` (decision 141). Counts every answer by route template,
 * method and status, with its duration, and the requests in flight.
 */
export function metricsRoutes(app: FastifyInstance, token: string): void {
  const registry = new MetricsRegistry();
  const requests = registry.add(
    new Counter('http_requests_total', 'HTTP answers by route template, method and status.'),
  );
  const durations = registry.add(
    new Histogram(
      'http_request_duration_seconds',
      'Time to answer, by route template and method.',
      DURATION_BUCKETS_SECONDS,
    ),
  );
  let inFlight = 0;
  registry.add(new Gauge('http_requests_in_flight', 'Requests being answered.', () => inFlight));
  processMetrics(registry, app);

  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // 'close' comes for a finished answer and for an abandoned one alike, unlike onResponse.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    requests.increment({ route, method, status: String(reply.statusCode) });
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
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(registry.render());
  });
}
