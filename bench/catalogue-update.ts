import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseCatalogueEndpoint } from '../src/shared/catalogue-endpoints';
import { BUNDLED_CATALOGUE_SOURCE } from '../src/server/features/catalogue/offline/build/build-catalogue';
import { CatalogueStore } from '../src/server/features/catalogue/offline/catalogue-store';
import { CatalogueQueryPool } from '../src/server/features/catalogue/query-pool/query-pool';
import {
  CatalogueUpdater,
  DEFAULT_OFFLINE_DATABASE_LIMITS,
  DEFAULT_UPDATE_LIMITS,
  type UpdateFeed,
} from '../src/server/features/catalogue/updates/catalogue-updater';
import { SwappableCatalogue } from '../src/server/features/catalogue/updates/swappable-catalogue';
import type { Figure } from './report';

const BUDGET_MS = 50;

const ROUNDS = 3;

/**
 * A file as a CDN would serve it (by default the bundled data.json), one more byte each time it is
 * asked for, so that every update has a file of its own to merge (a file the catalogue was built
 * from is not merged).
 */
async function serveSchedules(
  file = createRequire(import.meta.url).resolve('bangumi-data/dist/data.json'),
): Promise<{ url: string; close(): Promise<void> }> {
  const data = fs.readFileSync(file);
  let served = 0;
  const server = http.createServer((_request, response) => {
    served += 1;
    // The file and its extra bytes go out as they are: a copy of the whole file here ran on the
    // thread whose event-loop delay is measured, and was counted as the update's block.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(data);
    response.end('\n'.repeat(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/dist/data.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Runs `work` while the main thread answers a search every few milliseconds, as a server would. */
async function whileSearching(catalogue: SwappableCatalogue, work: () => Promise<unknown>) {
  const search = parseCatalogueEndpoint('search/multi');
  if (!search) throw new Error('search/multi is no catalogue endpoint');
  let searching = true;
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const searches = (async () => {
    for (let round = 0; searching; round++) {
      await catalogue.get(search, { query: round % 2 ? 'frieren' : 'one piece', page: '1' });
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      await sleep(2);
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  try {
    await work();
  } finally {
    delay.disable();
    searching = false;
    await searches;
  }
  return {
    milliseconds: performance.now() - started,
    worstMs: delay.max / 1e6,
    p99Ms: delay.percentile(99) / 1e6,
    /** The worker's memory included: what an update costs a small machine while it runs. */
    rssPeakAddedMb: (rssPeak - rssBefore) / 1_048_576,
  };
}

type Run = Awaited<ReturnType<typeof whileSearching>>;

const describeRun = (update: Run, alone: Run) =>
  `${update.worstMs.toFixed(0)} ms (alone ${alone.worstMs.toFixed(0)} ms, ` +
  `${(update.milliseconds / 1000).toFixed(1)} s, +${update.rssPeakAddedMb.toFixed(0)} MB)`;

/**
 * Whole updates (download, check and merge in the worker, swap) while the main thread answers
 * catalogue searches, as the server's would: the worst event-loop delay meanwhile is the longest
 * any request could have waited. Each is paired with the same searches for as long without an
 * update ("alone"), which is what the machine's own scheduling costs; the best of three rounds
 * counts, as for the cold start, since other processes only ever add to it.
 */
export async function measureUpdateBlock(
  root: string,
  /** An anime-offline-database file: the weekly merge is measured instead of the daily one. */
  offlineDatabase?: string,
): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-update-'));
  const catalogueFile = path.join(dir, 'catalogue.db');
  fs.copyFileSync(path.join(root, 'data/catalogue.db'), catalogueFile);
  const schedules = await serveSchedules(offlineDatabase);
  const queries = new CatalogueQueryPool({
    file: catalogueFile,
    workerFile: () => Promise.resolve(path.join(root, 'dist/server/catalogue-query-worker.js')),
    followers: () => new Map(),
    logger: { warn: (line: string) => console.warn(line) },
  });
  const catalogue = new SwappableCatalogue(CatalogueStore.open(catalogueFile), queries);
  const feed: UpdateFeed = offlineDatabase
    ? {
        name: 'anime-offline-database',
        url: schedules.url,
        keptFile: path.join(dir, 'anime-offline-database.kept'),
        limits: DEFAULT_OFFLINE_DATABASE_LIMITS,
      }
    : {
        name: 'bangumi-data',
        url: schedules.url,
        keptFile: path.join(dir, 'bangumi-data.json'),
        limits: DEFAULT_UPDATE_LIMITS,
      };
  const updater = new CatalogueUpdater({
    catalogue,
    feeds: [feed],
    paths: {
      catalogueFile,
      schedulesFile: path.join(dir, 'bangumi-data.json'),
      offlineDatabaseFile: offlineDatabase ? feed.keptFile : null,
      bundledInput: path.join(root, BUNDLED_CATALOGUE_SOURCE),
    },
    workerFile: path.join(root, 'dist/server/catalogue-update-worker.js'),
    logger: { info: () => undefined, warn: (line: string) => console.warn(line) },
  });
  try {
    const runs: { update: Run; alone: Run }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const update = await whileSearching(catalogue, async () => {
        const attempt = await updater.runOnce(feed.name);
        if (attempt.outcome !== 'updated') {
          throw new Error(`the bench update did not update: ${attempt.reason ?? attempt.outcome}`);
        }
      });
      const alone = await whileSearching(catalogue, () => sleep(update.milliseconds));
      runs.push({ update, alone });
    }
    const best = runs.reduce((a, b) => (b.update.worstMs < a.update.worstMs ? b : a));
    return {
      name: `catalogue update merge (${feed.name}): worst event-loop block (best of ${ROUNDS}, ${catalogue.meta.rowCount} titles)`,
      measured:
        `${best.update.worstMs.toFixed(1)} ms, p99 ${best.update.p99Ms.toFixed(1)} ms; runs: ` +
        runs.map((run) => describeRun(run.update, run.alone)).join(', '),
      budget: `≤ ${BUDGET_MS} ms`,
      withinBudget: best.update.worstMs <= BUDGET_MS,
    };
  } finally {
    await updater.stop();
    await catalogue.close();
    await schedules.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
