import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedQueue', () => {
  it('runs one task at a time per key, in order, and keys alongside each other', async () => {
    const queue = new KeyedQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('b', task('b1')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'));
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('goes on after a failed task, and passes its error to its caller only', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('no')));
    const next = queue.run('a', () => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });

  it('forgets a key once its tasks have settled', async () => {
    const queue = new KeyedQueue();
    await Promise.all([queue.run('a', tick), queue.run('b', tick)]);
    await tick();
    expect(queue.size).toBe(0);
  });
});
