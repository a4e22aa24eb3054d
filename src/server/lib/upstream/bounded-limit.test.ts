import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { boundedLimit, SlotUnavailableError } from './bounded-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('boundedLimit', () => {
  it('runs at most maxActive tasks at once and starts waiters in order', async () => {
    const limiter = boundedLimit({ maxActive: 2, maxQueued: 5 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }, 10_000),
    );
    await nextTurn();
    expect(started).toEqual([0, 1]);
    expect(limiter.queuedCount).toBe(2);
    gates[1]?.resolve();
    await runs[1];
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(limiter.activeCount).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const limiter = boundedLimit({ maxActive: 1, maxQueued: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise, 10_000);
    const second = limiter.run(() => Promise.resolve(), 10_000);
    await expect(limiter.run(() => Promise.resolve(), 10_000)).rejects.toEqual(
      new SlotUnavailableError('queue-full'),
    );
    gate.resolve();
    await Promise.all([first, second]);
  });

  it('gives up on a waiter after its maximum wait, frees its place and never runs it', async () => {
    const limiter = boundedLimit({ maxActive: 1, maxQueued: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise, 10_000);
    let ranLate = false;
    const late = limiter.run(() => {
      ranLate = true;
      return Promise.resolve();
    }, 5);
    await expect(late).rejects.toMatchObject({ why: 'wait-timeout' });
    expect(limiter.queuedCount).toBe(0);
    const next = limiter.run(() => Promise.resolve('next'), 10_000);
    gate.resolve();
    await first;
    await expect(next).resolves.toBe('next');
    expect(ranLate).toBe(false);
  });

  it('releases the slot when a task fails', async () => {
    const limiter = boundedLimit({ maxActive: 1, maxQueued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')), 0)).rejects.toThrow('boom');
    await nextTurn();
    await expect(limiter.run(() => Promise.resolve('ok'), 0)).resolves.toBe('ok');
  });
});
