import type { BackoffPolicy } from '../../../shared/backoff';
import { backoffDelay } from '../../../shared/backoff';
import type { RateLimit } from '../../lib/rate-limits/rate-limit';
import {
  safeFetch,
  SafeFetchError,
  type SafeFetchOptions,
  type SafeResponse,
} from '../../lib/safe-fetch/safe-fetch';
import { boundedLimit, SlotUnavailableError } from '../../lib/upstream/bounded-limit';
import { countAttempt } from '../auth/auth-limits';
import type { Clock } from '../auth/clock';

/** "Send a test" on any channel, per account (decision 319). */
export const TESTS_PER_MINUTE = 5;
export const TESTS_MESSAGE = 'Tests are limited to 5 a minute. Please wait a moment and try again.';
/** Calls in flight at once, whoever caused them: the sockets a silent target can hold. */
export const OUTBOUND_AT_ONCE = 8;
const OUTBOUND_QUEUED = 200;
const QUEUE_WAIT_MS = 30_000;
/** A target that timed out, could not be reached or asked to slow down is left alone 5 s, doubling to 5 minutes while it keeps failing. */
const TARGET_BACKOFF: BackoffPolicy = { baseMs: 5_000, factor: 2, maxMs: 300_000 };
/**
 * Answers asking the caller to come back later. Any other answer, a 500 too, came at once and
 * holds nothing: a user testing a broken webhook again reaches it.
 */
const SLOW_DOWN = new Set([429, 503]);
/** Past this many failing targets, those whose back-off is over are forgotten. */
const TARGETS_KEPT = 10_000;

interface Failing {
  failures: number;
  until: number;
}

/**
 * The one way out for calls a user can cause (webhook and push tests, alert deliveries): a
 * global concurrency cap with a bounded queue, a back-off per target host, and for tests a
 * per-account rate limit, a second press while one runs sharing its answer.
 */
export class OutboundCalls {
  private readonly slots = boundedLimit({
    maxActive: OUTBOUND_AT_ONCE,
    maxQueued: OUTBOUND_QUEUED,
  });
  private readonly failing = new Map<string, Failing>();
  private readonly runningTests = new Map<string, Promise<unknown>>();

  constructor(
    private readonly testsByUser: RateLimit,
    private readonly clock: Clock,
  ) {}

  /** A test: 429 past the account's limit; repeated while one runs, the same answer. */
  async test<Result>(userId: string, channel: string, send: () => Promise<Result>) {
    const key = `${userId} ${channel}`;
    const running = this.runningTests.get(key) as Promise<Result> | undefined;
    if (running) return running;
    await countAttempt([[this.testsByUser, userId]], TESTS_MESSAGE);
    const started = send().finally(() => this.runningTests.delete(key));
    this.runningTests.set(key, started);
    return started;
  }

  /** safeFetch in a slot, unless the target is backing off; its outcome moves the back-off. */
  async fetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
    const target = new URL(url).host;
    this.refuseWhileBackingOff(target);
    try {
      // Async, so a refusal rejects the slot's promise instead of throwing inside the queue.
      return await this.slots.run(async () => {
        this.refuseWhileBackingOff(target);
        return this.judged(target, safeFetch(url, options));
      }, QUEUE_WAIT_MS);
    } catch (error) {
      throw error instanceof SlotUnavailableError ? new SafeFetchError('busy') : error;
    }
  }

  /** Judged before the slot is free, so the call that waited for it sees the back-off. */
  private async judged(target: string, call: Promise<SafeResponse>): Promise<SafeResponse> {
    try {
      const answer = await call;
      if (SLOW_DOWN.has(answer.status)) this.failed(target);
      else this.failing.delete(target);
      return answer;
    } catch (error) {
      if (error instanceof SafeFetchError && ['timeout', 'network'].includes(error.reason)) {
        this.failed(target);
      }
      throw error;
    }
  }

  private refuseWhileBackingOff(target: string): void {
    const waitMs = (this.failing.get(target)?.until ?? 0) - this.clock.now();
    if (waitMs > 0) throw new SafeFetchError('backing-off', `${Math.ceil(waitMs / 1000)} s`);
  }

  private failed(target: string): void {
    const now = this.clock.now();
    if (this.failing.size >= TARGETS_KEPT) {
      for (const [key, entry] of this.failing) if (entry.until <= now) this.failing.delete(key);
    }
    const failures = (this.failing.get(target)?.failures ?? 0) + 1;
    this.failing.set(target, { failures, until: now + backoffDelay(TARGET_BACKOFF, failures) });
  }
}
