import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { signUpThroughApi } from '../e2e/support/signed-up';
import { ACCESS_TABLE } from '../src/server/hardening/access-table';
import { hostileRequestTo } from '../src/server/hardening/hostile-input';
import { startInProcess } from './import-under-load';
import type { Figure } from './report';

const REQUESTS_PER_ROUTE = 30;
const LOOP_DELAY_BUDGET_MS = 100;
/** The same requests on every run, so that runs compare. */
const SEED = 15;

interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: string | Uint8Array;
}

interface SendResult {
  /** Answers by status class (2xx, 4xx, 5xx), and sends cut short by their error code. */
  statuses: Record<string, number>;
  /** Requests the HTTP client itself refused to send (e.g. a header it deems invalid). */
  unsent: number;
  /** The request the event loop was held longest around, and for how long. */
  worst: { request: string; ms: number };
}

type SenderMessage = { sending: number } | { done: Omit<SendResult, 'worst'> };

/**
 * Plain JavaScript: an eval'd worker runs no TypeScript. It sends each request in turn with
 * node:http, which keeps a path as written, and reads the answer whole (an event stream only to
 * its headers), so that this client's own work never lands on the server's event loop.
 */
const SENDER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { origin, requests } = workerData;
const send = (request) => new Promise((resolve) => {
  let sent;
  try {
    sent = http.request(new URL(origin), {
      method: request.method, path: request.path, headers: request.headers, timeout: 10000,
    }, (response) => {
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        response.destroy();
        resolve(response.statusCode);
        return;
      }
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', (error) => resolve(error.code ?? 'error'));
    });
  } catch {
    resolve('unsent');
    return;
  }
  sent.on('timeout', () => sent.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
  // The server may answer (413, 431) and close before a large body is sent whole.
  sent.on('error', (error) => resolve(error.code ?? 'error'));
  sent.end(request.payload === undefined ? undefined : Buffer.from(request.payload));
});
(async () => {
  const statuses = {};
  let unsent = 0;
  for (const [index, request] of requests.entries()) {
    parentPort.postMessage({ sending: index });
    const status = await send(request);
    if (status === 'unsent') unsent += 1;
    else {
      const kind = typeof status === 'number' ? Math.floor(status / 100) + 'xx' : status;
      statuses[kind] = (statuses[kind] ?? 0) + 1;
    }
  }
  parentPort.postMessage({ done: { statuses, unsent } });
})();
`;

/** The fuzz suite's hostile requests (hostile-input.ts) to every API route, as the roles' sessions. */
function hostileRequests(cookies: Record<'user' | 'admin', string>): SentRequest[] {
  return Object.keys(ACCESS_TABLE).flatMap((route) => {
    const [method = 'GET', url = '/'] = route.split(' ');
    const samples = fc.sample(hostileRequestTo(url), { numRuns: REQUESTS_PER_ROUTE, seed: SEED });
    return samples.map(({ role, path: requestPath, body, headers }) => ({
      method,
      path: requestPath,
      headers: {
        ...headers,
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
        ...(role === 'anonymous' ? {} : { cookie: cookies[role] }),
      },
      ...(body.payload === undefined || method === 'GET' ? {} : { payload: body.payload }),
    }));
  });
}

/** Sends the requests in turn from another thread, noting the loop's worst delay around each. */
async function sendAll(origin: string, requests: SentRequest[]): Promise<SendResult> {
  const worker = new Worker(SENDER_SOURCE, { eval: true, workerData: { origin, requests } });
  const around = monitorEventLoopDelay({ resolution: 1 });
  around.enable();
  let current = -1;
  const worst = { request: '', ms: 0 };
  const settle = () => {
    const ms = around.max / 1e6;
    const request = requests[current];
    if (request && ms > worst.ms)
      Object.assign(worst, { request: `${request.method} ${request.path.slice(0, 60)}`, ms });
    around.reset();
  };
  try {
    return await new Promise<SendResult>((resolve, reject) => {
      worker.on('message', (message: SenderMessage) => {
        settle();
        if ('done' in message) resolve({ ...message.done, worst });
        else current = message.sending;
      });
      worker.once('error', reject);
    });
  } finally {
    around.disable();
    await worker.terminate();
  }
}

/** This process's worst event-loop delay over `milliseconds` of doing nothing: the machine's noise. */
async function idleLoopDelay(milliseconds: number): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  delay.disable();
  return delay.max / 1e6;
}

/**
 * The fuzz suite's hostile requests fired at the whole server, in this process so that its
 * event loop can be watched, from a client on another thread: the longest the loop was held
 * around any one of them (issue 15's latency guard), beside the worst over as long idle (the
 * machine's own noise).
 * The admin role is played by a signed-in user: admin routes refuse it before reading the input.
 */
export async function measureFuzzLoopDelay(root: string): Promise<Figure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-fuzz-'));
  const server = await startInProcess(root, dataDir);
  try {
    const user = await signUpThroughApi(server.baseUrl, 'fuzz-user');
    const requests = hostileRequests({ user: user.cookie, admin: user.cookie });
    const started = performance.now();
    const run = await sendAll(server.baseUrl, requests);
    const seconds = (performance.now() - started) / 1000;
    const aloneMs = await idleLoopDelay(seconds * 1000);
    const answers = Object.entries(run.statuses)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    return {
      name: `worst event-loop delay during the fuzz run (${requests.length} hostile requests, ${REQUESTS_PER_ROUTE} per API route)`,
      measured:
        `${run.worst.ms.toFixed(0)} ms, around ${run.worst.request} (idle for as long: ` +
        `${aloneMs.toFixed(0)} ms); ${answers}, ${run.unsent} refused by the client, ${seconds.toFixed(1)} s`,
      budget: `≤ ${LOOP_DELAY_BUDGET_MS} ms, no 5xx`,
      withinBudget: run.worst.ms <= LOOP_DELAY_BUDGET_MS && !run.statuses['5xx'],
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
