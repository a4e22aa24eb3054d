import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const WARM_UP_SECONDS = 2;

export async function load(
  url: string,
  {
    connections = 20,
    seconds = 5,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  // A short unmeasured run first, so the figure is the warm server's, not the JIT's first second.
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
