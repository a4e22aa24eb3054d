import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { whileProbing } from '../src/server/testing/latency-probe';
import { nextMessage } from '../src/server/testing/worker-message';
import { startInProcess } from './import-under-load';
import { buildThreeSourceCatalogue } from './offline-database-catalogue';
import { percentile, type Figure } from './report';

const CLIENTS = 3;
const GENRES = 20;
const SORTS = [
  'popularity.desc',
  'trending.desc',
  'vote_average.desc',
  'first_air_date.desc',
  'name.asc',
  'vote_count.desc',
];
const PAGES = [1, 2, 50, 250, 500];
const HEALTH_P99_BUDGET_MS = 50;
const LOOP_DELAY_BUDGET_MS = 100;
const HEALTH_EVERY_MS = 10;

/** Plain JavaScript: an eval'd worker runs no TypeScript. One client's calls, each in turn. */
const CLIENT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const statuses = {};
  const times = [];
  for (const url of workerData.urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  parentPort.postMessage({ statuses, times });
})();
`;

interface ClientResult {
  statuses: Record<string, number>;
  times: number[];
}

/** 20 genres the catalogue lists, each with every sort and page: 600 distinct discover calls. */
function floodUrls(baseUrl: string, catalogueFile: string): string[] {
  const catalogue = new SQLite(catalogueFile, { readonly: true });
  try {
    const genres = catalogue
      .prepare(`SELECT id FROM genres WHERE media_type = 'tv' AND listed = 1 ORDER BY id LIMIT ?`)
      .pluck()
      .all(GENRES) as number[];
    return genres.flatMap((genre) =>
      SORTS.flatMap((sort) =>
        PAGES.map(
          (page) =>
            `${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=${genre}&sort_by=${sort}` +
            `&page=${page}&include_adult=false&vote_count.gte=${sort === 'vote_average.desc' ? 100 : 0}`,
        ),
      ),
    );
  } finally {
    catalogue.close();
  }
}

function runClient(urls: string[]): Promise<ClientResult> {
  const worker = new Worker(CLIENT_SOURCE, { eval: true, workerData: { urls } });
  return nextMessage<ClientResult>(worker).finally(() => void worker.terminate());
}

/** Health called as during the flood for `milliseconds`, with nothing else: the machine's own noise. */
async function healthAlone(baseUrl: string, milliseconds: number) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const { probe } = await whileProbing(
    [{ url: `${baseUrl}/api/health` }],
    HEALTH_EVERY_MS,
    () => new Promise((resolve) => setTimeout(resolve, milliseconds)),
  );
  delay.disable();
  const times = [...probe.times].sort((a, b) => a - b);
  return { p99Ms: percentile(times, 0.99), worstLoopMs: delay.max / 1e6 };
}

/**
 * Issue 33's discover flood: 3 clients send 600 distinct, uncached discover calls over the
 * catalogue of about 40,000 titles to a server in this process, while a fourth client on its own
 * thread calls health every 10 ms and this thread's event loop is watched. The per-address limit
 * is lifted so that every call is answered and costs what it costs.
 */
export async function measureDiscoverFlood(root: string): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-flood-'));
  try {
    const { file } = buildThreeSourceCatalogue(root, dir);
    fs.mkdirSync(path.join(dir, 'data'));
    const server = await startInProcess(root, path.join(dir, 'data'), {
      CATALOGUE_FILE: file,
      CATALOGUE_CALLS_PER_MINUTE_PER_IP: '100000',
    });
    const delay = monitorEventLoopDelay({ resolution: 1 });
    try {
      const urls = floodUrls(server.baseUrl, file);
      const shares = Array.from({ length: CLIENTS }, (_, client) =>
        urls.filter((_url, index) => index % CLIENTS === client),
      );
      // The server's first answers load code on demand: warmed up, as a server under attack is.
      await (await fetch(`${server.baseUrl}/api/tmdb-proxy/discover/tv?page=1`)).arrayBuffer();
      await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
      delay.enable();
      const started = performance.now();
      const { result: clients, probe } = await whileProbing(
        [{ url: `${server.baseUrl}/api/health` }],
        HEALTH_EVERY_MS,
        () => Promise.all(shares.map(runClient)),
      );
      delay.disable();
      const seconds = (performance.now() - started) / 1000;
      const alone = await healthAlone(server.baseUrl, seconds * 1000);
      const health = [...probe.times].sort((a, b) => a - b);
      const discover = clients.flatMap((client) => client.times).sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      for (const client of clients) {
        for (const [status, count] of Object.entries(client.statuses)) {
          statuses[status] = (statuses[status] ?? 0) + count;
        }
      }
      const answered = Object.entries(statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      const healthP99 = percentile(health, 0.99);
      const worstLoopMs = delay.max / 1e6;
      const flood = `${urls.length} distinct uncached discover calls from ${CLIENTS} clients`;
      return [
        {
          name: `health while ${flood}`,
          measured:
            `p99 ${healthP99.toFixed(1)} ms, max ${(health.at(-1) ?? 0).toFixed(1)} ms ` +
            `(${health.length} calls, ${probe.failures.length} failed); discover answers: ${answered}, ` +
            `median ${percentile(discover, 0.5).toFixed(1)} ms, p99 ${percentile(discover, 0.99).toFixed(1)} ms, ` +
            `${seconds.toFixed(1)} s (health alone for as long: p99 ${alone.p99Ms.toFixed(1)} ms)`,
          budget: `p99 < ${HEALTH_P99_BUDGET_MS} ms`,
          withinBudget: healthP99 < HEALTH_P99_BUDGET_MS && probe.failures.length === 0,
        },
        {
          name: `worst event-loop delay while ${flood}`,
          measured: `${worstLoopMs.toFixed(0)} ms (health alone for as long: ${alone.worstLoopMs.toFixed(0)} ms)`,
          budget: `≤ ${LOOP_DELAY_BUDGET_MS} ms`,
          withinBudget: worstLoopMs <= LOOP_DELAY_BUDGET_MS,
        },
      ];
    } finally {
      delay.disable();
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
