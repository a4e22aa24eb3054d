import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the browser for an idle moment, at most a second away', () => {
    const asked: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return 7;
    });
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const ran: string[] = [];
    const cancel = whenIdle(() => ran.push('ran'));
    expect(asked.map(({ timeout }) => timeout)).toEqual([1_000]);
    expect(ran).toEqual([]);
    asked[0]?.run();
    expect(ran).toEqual(['ran']);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('waits a moment where the browser has no idle callbacks, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['kept']);
  });
});
