import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter, SlotUnavailableError } from './concurrency-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ConcurrencyLimiter', () => {
  it('runs at most maxActive tasks at once and starts waiters in order', async () => {
    const limiter = new ConcurrencyLimiter({ maxActive: 2, maxQueued: 5 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }, 10_000),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.queuedCount).toBe(2);
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.activeCount).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const limiter = new ConcurrencyLimiter({ maxActive: 1, maxQueued: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise, 10_000);
    const second = limiter.run(() => Promise.resolve(), 10_000);
    await expect(limiter.run(() => Promise.resolve(), 10_000)).rejects.toEqual(
      new SlotUnavailableError('queue-full'),
    );
    gate.resolve();
    await Promise.all([first, second]);
  });

  it('gives up on a waiter after its maximum wait and frees its queue place', async () => {
    const limiter = new ConcurrencyLimiter({ maxActive: 1, maxQueued: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise, 10_000);
    await expect(limiter.run(() => Promise.resolve(), 5)).rejects.toMatchObject({
      why: 'wait-timeout',
    });
    expect(limiter.queuedCount).toBe(0);
    gate.resolve();
    await first;
  });

  it('releases the slot when a task fails', async () => {
    const limiter = new ConcurrencyLimiter({ maxActive: 1, maxQueued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')), 0)).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('ok'), 0)).resolves.toBe('ok');
  });
});
