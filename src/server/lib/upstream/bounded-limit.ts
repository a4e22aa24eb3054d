import pLimit from 'p-limit';

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

export interface BoundedLimit {
  readonly activeCount: number;
  /** Waiters still waiting; those that gave up no longer count. */
  readonly queuedCount: number;
  run<Result>(task: () => Promise<Result>, maxWaitMs: number): Promise<Result>;
}

/**
 * p-limit's queue with the two bounds it leaves to its callers (decision 205): a waiter beyond
 * maxQueued is refused at once, and one still waiting after maxWaitMs gives up. p-limit cannot
 * take a task out of its queue, so a waiter that gave up keeps its turn and passes the slot on
 * untouched when that turn comes.
 */
export function boundedLimit(limits: ConcurrencyLimits): BoundedLimit {
  const limit = pLimit(limits.maxActive);
  let waiting = 0;
  return {
    get activeCount() {
      return limit.activeCount;
    },
    get queuedCount() {
      return waiting;
    },
    run<Result>(task: () => Promise<Result>, maxWaitMs: number): Promise<Result> {
      // p-limit starts a task at once while a slot is free, so its queue is empty then.
      if (limit.activeCount < limits.maxActive) return limit(task);
      if (waiting >= limits.maxQueued) {
        return Promise.reject(new SlotUnavailableError('queue-full'));
      }
      waiting += 1;
      return new Promise<Result>((resolve, reject) => {
        let gaveUp = false;
        const timer = setTimeout(() => {
          gaveUp = true;
          waiting -= 1;
          reject(new SlotUnavailableError('wait-timeout'));
        }, maxWaitMs);
        void limit(() => {
          if (gaveUp) return undefined;
          clearTimeout(timer);
          waiting -= 1;
          const running = task();
          resolve(running);
          // The slot is held until the task ends; its failure reaches the caller through resolve.
          return running.catch(() => undefined);
        });
      });
    },
  };
}
