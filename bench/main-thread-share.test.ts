import { describe, expect, it } from 'vitest';
import { mainThreadShare, type TraceEvent } from './main-thread-share';

const PAGE = { pid: 7, tid: 7 };
const task = (ts: number, dur: number, tdur: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1_000 };

describe('mainThreadShare', () => {
  it("sums the page's main-thread tasks after its first paint, by wall and by CPU time", () => {
    const share = mainThreadShare(
      [
        task(500, 90_000, 90_000),
        paint,
        task(2_000, 40_000, 10_000),
        task(50_000, 30_000, 20_000),
        task(90_000, 5_000, 5_000, { pid: 8, tid: 8 }),
      ],
      4,
    );
    // Only the 20 ms of CPU block: 4 × 20 − 50 = 30 ms; 4 × 10 = 40 ms stays under 50.
    expect(share).toEqual({ wallMs: 70, cpuMs: 30, blockingFromCpuMs: 30 });
  });

  it('has nothing to say of a trace without a first paint', () => {
    expect(mainThreadShare([task(0, 1, 1)], 4)).toBeUndefined();
  });
});
