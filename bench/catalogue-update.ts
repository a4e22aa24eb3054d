import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseCatalogueEndpoint } from '../src/shared/catalogue-endpoints';
import { BUNDLED_CATALOGUE_SOURCE } from '../src/server/features/catalogue/offline/build/build-catalogue';
import { OfflineCatalogueProvider } from '../src/server/features/catalogue/offline/offline-provider';
import {
  CatalogueUpdater,
  DEFAULT_UPDATE_LIMITS,
} from '../src/server/features/catalogue/updates/catalogue-updater';
import { SwappableCatalogue } from '../src/server/features/catalogue/updates/swappable-catalogue';
import type { Figure } from './report';

const BUDGET_MS = 50;

/** The bundled data.json as a CDN would serve it; one byte more, so the update merges it. */
async function serveSchedules(): Promise<{ url: string; close(): Promise<void> }> {
  const file = createRequire(import.meta.url).resolve('bangumi-data/dist/data.json');
  const body = Buffer.concat([fs.readFileSync(file), Buffer.from('\n')]);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
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
  const searches = (async () => {
    for (let round = 0; searching; round++) {
      await catalogue.get(search, { query: round % 2 ? 'frieren' : 'one piece', page: '1' });
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
  };
}

/**
 * A whole update (download, check and merge in the worker, swap) while the main thread answers
 * catalogue searches, as the server's would: the worst event-loop delay meanwhile is the longest
 * any request could have waited on the update.
 */
export async function measureUpdateBlock(root: string): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-update-'));
  const catalogueFile = path.join(dir, 'catalogue.db');
  fs.copyFileSync(path.join(root, 'data/catalogue.db'), catalogueFile);
  const schedules = await serveSchedules();
  const catalogue = new SwappableCatalogue(OfflineCatalogueProvider.open(catalogueFile));
  const updater = new CatalogueUpdater({
    catalogue,
    url: schedules.url,
    paths: {
      catalogueFile,
      schedulesFile: path.join(dir, 'bangumi-data.json'),
      bundledInput: path.join(root, BUNDLED_CATALOGUE_SOURCE),
    },
    workerFile: path.join(root, 'dist/server/catalogue-update-worker.js'),
    limits: DEFAULT_UPDATE_LIMITS,
    logger: { info: () => undefined, warn: (line: string) => console.warn(line) },
  });
  try {
    const update = await whileSearching(catalogue, async () => {
      const attempt = await updater.runOnce();
      if (attempt.outcome !== 'updated') {
        throw new Error(`the bench update did not update: ${attempt.reason ?? attempt.outcome}`);
      }
    });
    // The same load for as long without an update: what this machine's scheduling alone costs.
    const alone = await whileSearching(catalogue, () => sleep(update.milliseconds));
    return {
      name: 'catalogue update merge: worst event-loop block',
      measured:
        `${update.worstMs.toFixed(1)} ms, p99 ${update.p99Ms.toFixed(1)} ms ` +
        `(the same searches without an update: ${alone.worstMs.toFixed(1)} ms, p99 ${alone.p99Ms.toFixed(1)} ms; ` +
        `update ${(update.milliseconds / 1000).toFixed(1)} s, ${catalogue.meta.rowCount} titles)`,
      budget: `≤ ${BUDGET_MS} ms`,
      withinBudget: update.worstMs <= BUDGET_MS,
    };
  } finally {
    await updater.stop();
    catalogue.close();
    await schedules.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
