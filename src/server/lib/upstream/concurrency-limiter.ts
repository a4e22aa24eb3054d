export class SlotUnavailableError extends Error {
  constructor(readonly why: 'queue-full' | 'wait-timeout') {
    super(why === 'queue-full' ? 'too many requests are already waiting' : 'waited too long');
    this.name = 'SlotUnavailableError';
  }
}

export interface ConcurrencyLimits {
  /** Tasks running at once. */
  maxActive: number;
  /** Tasks allowed to wait for a slot; one more is refused at once. */
  maxQueued: number;
}

interface Waiter {
  grant(): void;
}

/** Runs at most maxActive tasks at once; the rest wait in order, in a bounded queue, for a bounded time. */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting = new Set<Waiter>();

  constructor(private readonly limits: ConcurrencyLimits) {}

  get activeCount(): number {
    return this.active;
  }

  get queuedCount(): number {
    return this.waiting.size;
  }

  async run<Result>(task: () => Promise<Result>, maxWaitMs: number): Promise<Result> {
    await this.acquire(maxWaitMs);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(maxWaitMs: number): Promise<void> {
    if (this.active < this.limits.maxActive) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.size >= this.limits.maxQueued) {
      return Promise.reject(new SlotUnavailableError('queue-full'));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(waiter);
        reject(new SlotUnavailableError('wait-timeout'));
      }, maxWaitMs);
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiting.add(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.values().next();
    if (next.done) {
      this.active -= 1;
      return;
    }
    // The slot passes straight to the longest waiter, so the active count stays the same.
    this.waiting.delete(next.value);
    next.value.grant();
  }
}
