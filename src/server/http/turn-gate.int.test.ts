import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { nextMessage } from '../testing/worker-message';
import { registerTurnGate } from './turn-gate';

const BUSY_CONNECTIONS = 100;
const NEW_CONNECTIONS = 30;
/** Each answer's own work, on the server's thread, as a list write's or a search's is. */
const WORK_MS = 1;

/**
 * Plain JavaScript (an eval'd worker runs no TypeScript), on its own thread so that its timings
 * wait on the server alone: keeps every busy connection asking, one call after another, then
 * opens the new ones together and times each one's first answer.
 */
const LOAD_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, busy, fresh } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: busy });
let stopping = false;
const ask = (options) => new Promise((resolve, reject) => {
  http.get(url, options, (response) => { response.resume(); response.on('end', resolve); }).on('error', reject);
});
const loops = Array.from({ length: busy }, async () => { while (!stopping) await ask({ agent }); });
setTimeout(async () => {
  const times = await Promise.all(Array.from({ length: fresh }, async () => {
    const started = performance.now();
    await ask({ agent: false });
    return performance.now() - started;
  }));
  stopping = true;
  await Promise.all(loops);
  agent.destroy();
  parentPort.postMessage(times);
}, 1000);
`;

function firstAnswerTimes(url: string): Promise<number[]> {
  const worker = new Worker(LOAD_SOURCE, {
    eval: true,
    workerData: { url, busy: BUSY_CONNECTIONS, fresh: NEW_CONNECTIONS },
  });
  return nextMessage<number[]>(worker).finally(() => worker.terminate());
}

describe('the turn gate on a saturated server', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('answers new connections within a second while busy ones keep every turn full', async () => {
    app = Fastify();
    registerTurnGate(app);
    app.get('/work', () => {
      const end = performance.now() + WORK_MS;
      while (performance.now() < end);
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const times = await firstAnswerTimes(`${address}/work`);
    // Without the gate a turn starts all ~100 waiting calls (~100 ms), libuv accepts one
    // connection a turn, and the last new connection waited about 3 s.
    expect(Math.max(...times)).toBeLessThan(1000);
  }, 30_000);
});
