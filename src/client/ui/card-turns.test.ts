import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitTurn } from './card-turns';

describe('awaitTurn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves one waiting list per task, in the order they asked', () => {
    vi.useFakeTimers();
    const served: string[] = [];
    awaitTurn(() => served.push('first row'));
    awaitTurn(() => served.push('second row'));
    awaitTurn(() => served.push('third row'));
    expect(served).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(served).toEqual(['first row']);
    vi.advanceTimersToNextTimer();
    expect(served).toEqual(['first row', 'second row']);
    vi.runAllTimers();
    expect(served).toEqual(['first row', 'second row', 'third row']);
  });

  it('skips a list that stopped waiting', () => {
    vi.useFakeTimers();
    const served: string[] = [];
    const cancel = awaitTurn(() => served.push('gone'));
    awaitTurn(() => served.push('kept'));
    cancel();
    vi.runAllTimers();
    expect(served).toEqual(['kept']);
  });
});
