import path from 'node:path';
import { projectRoot } from '../e2e/support/project-root';
import { startServer } from '../e2e/support/server';
import { measureAlertPass } from './alerts-pass';
import { measureCatalogueMemory, probeCatalogueMemory, PROBE_COMMAND } from './catalogue-memory';
import { measureUpdateBlock } from './catalogue-update';
import { coldStart } from './cold-start';
import { measureDiscoverFlood } from './discover-flood';
import { firstRouteWeight } from './first-route';
import { measureFuzzLoopDelay } from './fuzz-loop-delay';
import { load } from './http-load';
import { measureImportUnderLoad } from './import-under-load';
import { measureUnmatchedImport } from './import-unmatched';
import { measureLighthouse } from './lighthouse';
import { measureLighthouseWithCovers } from './lighthouse-covers';
import { lighthousePages } from './lighthouse-pages';
import { measureListReads } from './lists-read';
import { loadSeconds, measureMixedLoad } from './load-mixed';
import { measureMyListsRender } from './mylists-render';
import { measureOfflineDatabaseCatalogue } from './offline-database-catalogue';
import { measurePictures } from './pictures';
import { printFigures, type Figure } from './report';
import { measureRecommendationQuality } from './recommendation-quality';
import { measureSearchLatency } from './search-latency';
import { measureStatsRead } from './stats-read';

const ROOT = projectRoot();

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  // The catalogue's memory is measured in a process of its own (see catalogue-memory.ts).
  if (process.argv[2] === PROBE_COMMAND) {
    await probeCatalogueMemory(process.argv[3] ?? '');
    return;
  }
  // `npm run bench -- load`: only the mixed-traffic scenario, for its figures alone.
  if (process.argv.includes('load')) {
    printFigures(await measureMixedLoad({ seconds: loadSeconds(), postgresUrl }));
    return;
  }
  // `npm run bench -- lighthouse`: only the Lighthouse runs of the first screens.
  if (process.argv.includes('lighthouse')) {
    printFigures(await lighthouseOnly());
    return;
  }
  // `npm run bench -- lighthouse-covers`: only the Lighthouse runs of the pages with covers.
  if (process.argv.includes('lighthouse-covers')) {
    printFigures(await measureLighthouseWithCovers());
    return;
  }
  // `npm run bench -- pictures`: only the posters' first fetch and cached throughput.
  if (process.argv.includes('pictures')) {
    printFigures(await measurePictures());
    return;
  }
  // `npm run bench -- fuzz`: only the latency guard over the fuzz suite's hostile requests.
  if (process.argv.includes('fuzz')) {
    printFigures([await measureFuzzLoopDelay(ROOT)]);
    return;
  }
  // `npm run bench -- first-route`: only the weight of `/`, for its figure alone.
  if (process.argv.includes('first-route')) {
    printFigures([await firstRouteOnly()]);
    return;
  }
  // `npm run bench -- lists`: only the list call for 5,000 titles with every field.
  if (process.argv.includes('lists')) {
    printFigures(await measureListReads({ postgresUrl }));
    return;
  }
  // `npm run bench -- stats`: only the stats call, for its figure alone.
  if (process.argv.includes('stats')) {
    printFigures(await measureStatsRead());
    return;
  }
  // `npm run bench -- import-unmatched`: only the import that matches nothing (issue 33).
  if (process.argv.includes('import-unmatched')) {
    printFigures(await measureUnmatchedImport(ROOT, postgresUrl));
    return;
  }
  // `npm run bench -- import`: only the imports of 20,000 entries under load, for their figures alone.
  if (process.argv.includes('import')) {
    printFigures([
      ...(await measureImportUnderLoad(ROOT)),
      ...(await measureUnmatchedImport(ROOT, postgresUrl)),
    ]);
    return;
  }
  // `npm run bench -- discover-flood`: only health while 600 uncached discover calls run (issue 33).
  if (process.argv.includes('discover-flood')) {
    printFigures(await measureDiscoverFlood(ROOT));
    return;
  }
  // `npm run bench -- offline-database`: only the catalogue with anime-offline-database merged in.
  if (process.argv.includes('offline-database')) {
    printFigures(await measureOfflineDatabaseCatalogue(ROOT));
    return;
  }
  // `npm run bench -- alerts`: only the airing-alert pass over 10,000 users, for its figures alone.
  if (process.argv.includes('alerts')) {
    printFigures(await measureAlertPass(path.join(ROOT, 'data/catalogue.db')));
    return;
  }
  const figures: Figure[] = [];
  const server = await startServer();
  try {
    figures.push(await firstRouteWeight(server.baseUrl));

    const health = await load(`${server.baseUrl}/api/health`, { connections: 20, seconds: 5 });
    figures.push({
      name: 'trivial API call throughput (health), 20 connections',
      measured: `${health.requestsPerSecond.toFixed(0)} req/s (p99 ${health.p99} ms, ${health.errors + health.non2xx} failed)`,
      budget: '≥ 6500 req/s',
      withinBudget: health.requestsPerSecond >= 6500,
    });

    const cachedCall = `${server.baseUrl}/api/tmdb-proxy/discover/tv?page=1&sort_by=popularity.desc`;
    await fetch(cachedCall);
    const proxy = await load(cachedCall, { connections: 20, seconds: 5 });
    figures.push({
      name: 'cached catalogue proxy call, 20 connections',
      measured: `${proxy.requestsPerSecond.toFixed(0)} req/s (p99 ${proxy.p99} ms, ${proxy.errors + proxy.non2xx} failed)`,
      budget: '≥ 5000 req/s',
      withinBudget: proxy.requestsPerSecond >= 5000,
    });

    figures.push(...(await measureMyListsRender(server.baseUrl)));

    const compressed = await fetch(`${server.baseUrl}/api/tmdb-proxy/discover/tv?page=1`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const encoding = compressed.headers.get('content-encoding');
    figures.push({
      name: 'API JSON compressed when the client accepts it',
      measured: encoding ? `yes (${encoding})` : 'no',
      budget: 'yes',
      withinBudget: encoding !== null,
    });
  } finally {
    await server.stop();
  }
  const search = await measureSearchLatency(path.join(ROOT, 'data/catalogue.db'), 1000);
  figures.push({
    name: `search over the whole offline catalogue, server side (${search.searches} searches)`,
    measured: `median ${search.medianMs.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms`,
    budget: 'p95 < 20 ms',
    withinBudget: search.p95Ms < 20,
  });
  figures.push(...(await measurePictures()));
  figures.push(...measureCatalogueMemory(path.join(ROOT, 'data/catalogue.db')));
  figures.push(await measureUpdateBlock(ROOT));
  figures.push(...(await measureOfflineDatabaseCatalogue(ROOT)));
  figures.push(...(await measureImportUnderLoad(ROOT)));
  figures.push(...(await measureUnmatchedImport(ROOT, postgresUrl)));
  figures.push(await measureFuzzLoopDelay(ROOT));
  figures.push(...(await measureDiscoverFlood(ROOT)));
  figures.push(...(await measureRecommendationQuality(path.join(ROOT, 'data/catalogue.db'))));
  figures.push(...(await measureListReads({ postgresUrl })));
  figures.push(...(await measureStatsRead()));
  figures.push(...(await measureAlertPass(path.join(ROOT, 'data/catalogue.db'))));
  figures.push(...(await measureMixedLoad({ seconds: loadSeconds(), postgresUrl })));
  figures.push(await coldStart(ROOT));
  figures.push(...(await lighthouseOnly()));
  printFigures(figures);
}

async function firstRouteOnly(): Promise<Figure> {
  const server = await startServer();
  try {
    return await firstRouteWeight(server.baseUrl);
  } finally {
    await server.stop();
  }
}

/**
 * On a server of its own, last, so no other scenario's load skews its timings; then home and a
 * title page with covers, on a server whose catalogue has pictures.
 */
async function lighthouseOnly(): Promise<Figure[]> {
  const server = await startServer();
  let figures: Figure[];
  try {
    figures = await measureLighthouse(server.baseUrl, await lighthousePages(server.baseUrl));
  } finally {
    await server.stop();
  }
  return [...figures, ...(await measureLighthouseWithCovers())];
}

await main();
