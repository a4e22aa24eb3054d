import { Worker } from 'node:worker_threads';
import { nextMessage } from './worker-message';

export interface ProbeCall {
  url: string;
  headers?: Record<string, string>;
}

export interface ProbeResult {
  /** Each call's time to its answer's last byte, in milliseconds, in the order made. */
  times: number[];
  /** The answers that were not 200, e.g. `503 /api/health`. */
  failures: string[];
}

/** Plain JavaScript: an eval'd worker runs no TypeScript. */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { calls, pauseMs } = workerData;
let stopping = false;
parentPort.once('message', () => (stopping = true));
(async () => {
  // A new thread's first fetch loads and compiles the HTTP client and opens the connection: on a
  // busy machine that alone took 200-400 ms, which is no answer time of the server's.
  const first = calls[0];
  await (await fetch(first.url, { headers: first.headers })).arrayBuffer();
  parentPort.postMessage('ready');
  const times = [];
  const failures = [];
  for (let round = 0; !stopping; round++) {
    const call = calls[round % calls.length];
    const started = performance.now();
    const response = await fetch(call.url, { headers: call.headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) failures.push(response.status + ' ' + new URL(call.url).pathname);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  parentPort.postMessage({ times, failures });
})();
`;

/**
 * Runs `work` while another client, on its own thread so that its timing waits on the server
 * alone and never on this event loop, makes the calls in turn, `pauseMs` apart.
 */
export async function whileProbing<Result>(
  calls: ProbeCall[],
  pauseMs: number,
  work: () => Promise<Result>,
): Promise<{ result: Result; probe: ProbeResult }> {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { calls, pauseMs } });
  try {
    await nextMessage<'ready'>(worker);
    const probed = nextMessage<ProbeResult>(worker);
    const result = await work();
    worker.postMessage('stop');
    return { result, probe: await probed };
  } finally {
    await worker.terminate();
  }
}
