import { describe, expect, it } from 'vitest';
import { BatchedSender } from './batched-sender';

/** A channel whose sends each take a while, recording what went in each. */
function slowChannel(failing: (items: number[]) => boolean = () => false) {
  const sent: number[][] = [];
  const sender = new BatchedSender<number>(async (items) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failing(items)) throw new Error(`lost ${items.join(',')}`);
    sent.push(items);
  }, 3);
  return { sent, sender };
}

describe('BatchedSender', () => {
  it('sends what gathers during a send together next, in order, at most maxItems at once', async () => {
    const { sent, sender } = slowChannel();
    const first = sender.send([1]);
    await Promise.resolve();
    const rest = [2, 3, 4, 5, 6].map((item) => sender.send([item]));
    await Promise.all([first, ...rest]);
    expect(sent.flat()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sent.length).toBeLessThan(6);
    expect(Math.max(...sent.map((batch) => batch.length))).toBeLessThanOrEqual(3);
  });

  it('fails only the callers whose batch was lost, and goes on', async () => {
    const { sent, sender } = slowChannel((items) => items.includes(1));
    const lost = sender.send([1]);
    await Promise.resolve();
    const later = sender.send([2]);
    await expect(lost).rejects.toThrow('lost 1');
    await expect(later).resolves.toBeUndefined();
    expect(sent).toEqual([[2]]);
  });
});
