import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { coldStart } from './cold-start';
import { firstRouteWeight } from './first-route';
import { load } from './http-load';
import { printFigures, type Figure } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
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
  figures.push(await coldStart(ROOT));
  printFigures(figures);
}

await main();
