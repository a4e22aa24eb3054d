export type Priority = 'high' | 'low';

export interface PacerOptions {
  /** Requests a second, sustained. */
  perSecond: number;
  /** Requests that may go out back to back before the sustained rate applies. */
  burst: number;
  /** Requests allowed to wait for their turn at each priority; one more is refused at once. */
  maxWaiting: number;
  now?: () => number;
}

export class PacerFullError extends Error {
  constructor() {
    super('too many Kitsu requests are waiting');
    this.name = 'PacerFullError';
  }
}

/**
 * A token bucket whose waiters are served by priority (decision 291): a title page's requests
 * take the next token before any background request that waited longer, so the page's synopsis
 * comes first even while the lists are being enriched.
 */
export class RequestPacer {
  private tokens: number;
  private refilledAt: number;
  private blockedUntil = 0;
  private readonly waiting: Record<Priority, (() => void)[]> = { high: [], low: [] };
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly options: PacerOptions) {
    this.now = options.now ?? Date.now;
    this.tokens = options.burst;
    this.refilledAt = this.now();
  }

  /** Resolves when the request may go out. */
  acquire(priority: Priority): Promise<void> {
    const queue = this.waiting[priority];
    if (queue.length >= this.options.maxWaiting) return Promise.reject(new PacerFullError());
    return new Promise((resolve) => {
      queue.push(resolve);
      this.drain();
    });
  }

  /** Kitsu said to slow down (429): nothing goes out until then. */
  pauseFor(milliseconds: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.now() + milliseconds);
  }

  /** Waiters at each priority, for tests and logs. */
  get waitingCount(): number {
    return this.waiting.high.length + this.waiting.low.length;
  }

  private refill(now: number): void {
    const earned = ((now - this.refilledAt) * this.options.perSecond) / 1000;
    this.tokens = Math.min(this.options.burst, this.tokens + earned);
    this.refilledAt = now;
  }

  private drain(): void {
    const now = this.now();
    this.refill(now);
    while (now >= this.blockedUntil && this.tokens >= 1) {
      const next = this.waiting.high.shift() ?? this.waiting.low.shift();
      if (!next) return;
      this.tokens -= 1;
      next();
    }
    if (this.waitingCount === 0 || this.timer) return;
    const untilToken = ((1 - this.tokens) * 1000) / this.options.perSecond;
    const delay = Math.max(untilToken, this.blockedUntil - now, 1);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.drain();
    }, delay);
    this.timer.unref();
  }
}
