import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connectivity, OFFLINE_AFTER_MS, type Reachability } from './connectivity';

let serverUp: boolean;
let probes: number;
let seen: Reachability[];
let reconnects: number;

function watched(): Connectivity {
  const connectivity = new Connectivity({
    probe: () => {
      probes += 1;
      return Promise.resolve(serverUp);
    },
  });
  connectivity.subscribe((reachability) => seen.push(reachability));
  connectivity.onReconnect(() => {
    reconnects += 1;
  });
  return connectivity;
}

beforeEach(() => {
  vi.useFakeTimers();
  serverUp = false;
  probes = 0;
  seen = [];
  reconnects = 0;
});
afterEach(() => vi.useRealTimers());

describe('telling whether the server can be reached', () => {
  it('reports offline only after 10 s without reaching it (spec §8)', async () => {
    const connectivity = watched();
    connectivity.unreachable();
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1);
    expect(connectivity.state).toBe('online');
    await vi.advanceTimersByTimeAsync(1);
    expect(connectivity.state).toBe('offline');
    expect(seen).toEqual(['offline']);
  });

  it('does not flash offline when an answer comes within the 10 s', async () => {
    const connectivity = watched();
    connectivity.unreachable();
    await vi.advanceTimersByTimeAsync(3000);
    connectivity.reached();
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS);
    expect(seen).toEqual([]);
    expect(reconnects).toBe(1);
  });

  it('probes on the spec backoff until the server answers, then is online again', async () => {
    const connectivity = watched();
    connectivity.unreachable();
    // 1 s, then 1.5 s, 2.25 s, 3.375 s, 5.06 s: five probes within 13.2 s.
    await vi.advanceTimersByTimeAsync(13_200);
    expect(probes).toBe(5);
    expect(connectivity.state).toBe('offline');
    serverUp = true;
    await vi.advanceTimersByTimeAsync(7600);
    expect(connectivity.state).toBe('online');
    expect(seen).toEqual(['offline', 'online']);
    expect(reconnects).toBe(1);
  });

  it('asks at once when the browser says the network is back', async () => {
    const connectivity = watched();
    connectivity.unreachable();
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS);
    serverUp = true;
    connectivity.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.state).toBe('online');
  });
});
