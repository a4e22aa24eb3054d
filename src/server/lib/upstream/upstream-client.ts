import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { boundedLimit, SlotUnavailableError, type ConcurrencyLimits } from './bounded-limit';
import type { RateBudget } from './rate-budget';
import { UpstreamError } from './upstream-error';

export interface UpstreamAnswer {
  status: number;
  /** Parsed JSON, shared with every later cache hit: read it, never change it. */
  body: unknown;
}

export interface UpstreamResult extends UpstreamAnswer {
  /** Where the answer came from: a fresh fetch, a fresh cache entry, or an expired one kept for failures. */
  from: 'upstream' | 'cache' | 'stale';
}

export interface UpstreamRequest {
  /** Identifies equal requests for the cache and for coalescing; must not contain secrets. */
  key: string;
  /** May carry a credential; only ever logged through the client's redactor. */
  url: string;
  init?: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  /** How long an answer stays fresh, in ms; 0 keeps it out of the cache. */
  ttlFor(answer: UpstreamAnswer): number;
}

export interface CacheLimits {
  /** Most entries held at once. */
  maxEntries: number;
  /** Most total weight held at once: an entry weighs its key and answer text, in characters. */
  maxWeight: number;
  /** How long past its freshness an answer is kept, to serve when the upstream fails. */
  staleWindowMs: number;
}

interface CachedAnswer {
  answer: UpstreamAnswer;
  /** Until this instant the answer is fresh; afterwards, until it expires, only a fallback. */
  freshUntil: number;
}

export interface UpstreamClientOptions {
  /** Short upstream name for logs and messages, e.g. "TMDB". */
  name: string;
  fetch?: typeof fetch;
  logger: FastifyBaseLogger;
  /** Per attempt, covering connection, headers and body. */
  timeoutMs: number;
  cache: CacheLimits;
  concurrency: ConcurrencyLimits;
  budget: RateBudget;
  /** Attempts per request when the upstream answers 429 (the first included). */
  maxAttempts: number;
  /** Strips credentials from text bound for the log; needed whenever URLs or headers carry one. */
  redact?: (text: string) => string;
  now?: () => number;
}

export interface UpstreamClient {
  request(request: UpstreamRequest): Promise<UpstreamResult>;
}

interface FetchedAnswer {
  answer: UpstreamAnswer;
  /** Length of the answer's text, the cache's measure of its weight. */
  size: number;
}

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * The one way the server talks to a third-party HTTP API: cached answers with expiry and an
 * LRU bound, identical in-flight requests coalesced, a bounded number of requests in flight,
 * a timeout per attempt, 429s retried within the rate budget's cap, and the last good answer
 * served when the upstream fails.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const { name, logger, budget } = options;
  const redact = options.redact ?? ((text: string) => text);
  const cache = new LRUCache<string, CachedAnswer>({
    max: options.cache.maxEntries,
    maxSize: options.cache.maxWeight,
    // The injected clock decides expiry, read afresh each time so tests can move it.
    perf: { now },
    ttlResolution: 0,
  });
  const cached = (key: string) => {
    const entry = cache.get(key);
    return entry && { value: entry.answer, fresh: entry.freshUntil > now() };
  };
  const limiter = boundedLimit(options.concurrency);
  const inFlight = new Map<string, Promise<UpstreamResult>>();

  async function fetchOnce(request: UpstreamRequest): Promise<RawResponse> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await fetchImpl(request.url, { ...request.init, signal });
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      if (signal.aborted) {
        throw new UpstreamError(
          name,
          'timeout',
          `${name} did not answer within ${options.timeoutMs} ms`,
        );
      }
      logger.debug(
        { upstream: name, cause: redact(String(error)) },
        `${name} request failed to connect`,
      );
      throw new UpstreamError(name, 'network', `${name} could not be reached`);
    }
  }

  async function fetchInSlot(request: UpstreamRequest): Promise<RawResponse> {
    try {
      return await limiter.run(() => fetchOnce(request), options.timeoutMs);
    } catch (error) {
      if (error instanceof SlotUnavailableError) {
        throw new UpstreamError(
          name,
          'busy',
          `too many requests to ${name} are waiting (${error.why})`,
        );
      }
      throw error;
    }
  }

  async function fetchWithRetries(request: UpstreamRequest): Promise<FetchedAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      const reservation = budget.reserve(now());
      if (!reservation.granted) {
        throw new UpstreamError(name, 'rate-limited', `${name} rate limit reached`, {
          retryAfterMs: reservation.retryAfterMs,
        });
      }
      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      const response = await fetchInSlot(request);
      budget.observe(response.status, response.headers, now());
      if (response.status === 429) {
        if (attempt < options.maxAttempts) continue;
        throw new UpstreamError(name, 'rate-limited', `${name} kept answering 429`, {
          status: 429,
          retryAfterMs: budget.delayBeforeNext(now()),
        });
      }
      if (response.status >= 500) {
        throw new UpstreamError(name, 'server-error', `${name} answered HTTP ${response.status}`, {
          status: response.status,
        });
      }
      try {
        const body = JSON.parse(response.text) as unknown;
        return { answer: { status: response.status, body }, size: response.text.length };
      } catch {
        throw new UpstreamError(
          name,
          'invalid-response',
          `${name} answered something other than JSON`,
          {
            status: response.status,
          },
        );
      }
    }
  }

  async function fetchAndRemember(request: UpstreamRequest): Promise<UpstreamResult> {
    try {
      const { answer, size } = await fetchWithRetries(request);
      const ttlMs = request.ttlFor(answer);
      if (ttlMs > 0) {
        cache.set(
          request.key,
          { answer, freshUntil: now() + ttlMs },
          { ttl: ttlMs + options.cache.staleWindowMs, size: request.key.length + size },
        );
      }
      return { ...answer, from: 'upstream' };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const logged = {
        upstream: name,
        url: redact(request.url),
        reason: error.reason,
        ...error.details,
      };
      const stale = cached(request.key);
      if (stale) {
        logger.warn(logged, `${error.message}; serving the last cached answer`);
        return { ...stale.value, from: 'stale' };
      }
      logger.warn(logged, `${error.message}; no cached answer to fall back on`);
      throw error;
    }
  }

  return {
    request(request) {
      const hit = cached(request.key);
      if (hit?.fresh) return Promise.resolve({ ...hit.value, from: 'cache' });
      const pending = inFlight.get(request.key);
      if (pending) return pending;
      const started = fetchAndRemember(request).finally(() => inFlight.delete(request.key));
      inFlight.set(request.key, started);
      return started;
    },
  };
}
