import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeSlice } from './time-slice';

describe('a time slice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function othersRanDuring(pause: () => Promise<void>): Promise<boolean> {
    let ran = false;
    setImmediate(() => (ran = true));
    await pause();
    return ran;
  }

  it('keeps the turn while its 10 ms last, then gives others one and starts a new slice', async () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const slice = new TimeSlice();
    clock.mockReturnValue(1009);
    expect(slice.spent).toBe(false);
    expect(await othersRanDuring(() => slice.pause())).toBe(false);
    clock.mockReturnValue(1010);
    expect(slice.spent).toBe(true);
    expect(await othersRanDuring(() => slice.pause())).toBe(true);
    clock.mockReturnValue(1019);
    expect(slice.spent).toBe(false);
    expect(await othersRanDuring(() => slice.pause())).toBe(false);
  });
});
