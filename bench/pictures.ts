import sharp from 'sharp';
import { startServer } from '../e2e/support/server';
import {
  startFakeImageHost,
  type FakeImageHost,
} from '../src/server/testing/fakes/fake-image-host';
import { startFakeHttpServer } from '../src/server/testing/fakes/fake-http-server';
import { posterUrl } from '../src/shared/poster-address';
import { load } from './http-load';
import { percentile, type Figure } from './report';

export const API_KEY = 'bench-tmdb-key';
/** Title ids the bench's catalogue knows, each with a poster of its own. */
const TITLE_IDS = [209867, 95479, 37854, 1429, 94605, 30984, 85937, 65930];

/**
 * A catalogue for the bench: TMDB's tv/{id} answer cut to the fields the picture route reads
 * (the full fake reads recorded files the bundled bench cannot find). Other paths answer 404.
 */
function startBenchCatalogue() {
  return startFakeHttpServer(({ path }) => {
    const id = /^\/3\/tv\/(\d+)$/.exec(path)?.[1];
    if (!id) return { status: 404, body: { success: false, status_code: 34 } };
    return {
      status: 200,
      body: { id: Number(id), name: `Title ${id}`, poster_path: `/bench-${id}.jpg` },
    };
  });
}

/**
 * A poster like TMDB's w780: 780×1170, smooth colour fields from a small random picture blown
 * up, so it weighs what a real one does (about 100 KB of JPEG), not a flat block.
 */
export async function benchPoster(): Promise<Buffer> {
  const small = Buffer.from(
    Array.from({ length: 26 * 39 * 3 }, () => Math.floor(Math.random() * 256)),
  );
  return sharp(small, { raw: { width: 26, height: 39, channels: 3 } })
    .resize(780, 1170, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The product with TMDB's fake as its catalogue and a local picture host serving every poster. */
export async function startPictureServer(host: FakeImageHost, tmdbBaseUrl: string) {
  return startServer({
    TMDB_API_KEY: API_KEY,
    TMDB_BASE_URL: tmdbBaseUrl,
    TMDB_IMAGE_BASE_URL: `${host.url}/t/p/`,
    IMAGE_HOSTS: host.url,
    IMAGE_ALLOW_PRIVATE: 'true',
  });
}

/** Serves one bench poster at every path: whatever title a page shows has a picture. */
async function servePosters(host: FakeImageHost): Promise<void> {
  host.serve('*', { kind: 'picture', bytes: await benchPoster(), type: 'image/jpeg' });
}

/**
 * Decision 302's budgets: a picture already resized, 20 connections at once, ≥ 2,000 req/s; the
 * first fetch and resize of a picture from a local host, < 300 ms (each title's first request,
 * at the title page's 2× width, the largest).
 */
export async function measurePictures(): Promise<Figure[]> {
  const [tmdb, host] = await Promise.all([startBenchCatalogue(), startFakeImageHost()]);
  await servePosters(host);
  const server = await startPictureServer(host, `${tmdb.url}/3`);
  try {
    const firstMs: number[] = [];
    const addresses: string[] = [];
    for (const id of TITLE_IDS) {
      // The catalogue's answer first, so the figure is the picture's fetch and resize alone.
      const details = await fetch(`${server.baseUrl}/api/tmdb-proxy/tv/${id}`);
      const { poster_path: posterPath } = (await details.json()) as { poster_path: string | null };
      const address = posterUrl({ media_type: 'tv', id }, posterPath, 684);
      if (address === null) continue;
      addresses.push(address);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${address}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
      firstMs.push(performance.now() - started);
    }
    firstMs.sort((a, b) => a - b);
    const worst = firstMs.at(-1) ?? Number.NaN;
    const cached = `${server.baseUrl}${(addresses[0] ?? '').replace('/684-', '/308-')}`;
    await fetch(cached);
    const asked = host.asked.length;
    const result = await load(cached, { connections: 20, seconds: 5 });
    // The same server's cheapest call, measured the same way: what this machine allows right now.
    const health = await load(`${server.baseUrl}/api/health`, { connections: 20, seconds: 5 });
    return [
      {
        name: `poster's first fetch and resize to WebP from a local host (${firstMs.length} titles, 684 wide)`,
        measured: `median ${percentile(firstMs, 0.5).toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
        budget: '< 300 ms',
        withinBudget: worst < 300,
      },
      {
        name: 'poster already resized, 20 connections',
        measured: `${result.requestsPerSecond.toFixed(0)} req/s (p99 ${result.p99} ms, ${result.errors + result.non2xx} failed, ${host.asked.length - asked} upstream calls)`,
        budget: '≥ 2000 req/s',
        withinBudget:
          result.requestsPerSecond >= 2000 &&
          result.errors + result.non2xx === 0 &&
          host.asked.length === asked,
      },
      {
        name: 'for comparison: the health call on the same server, 20 connections',
        measured: `${health.requestsPerSecond.toFixed(0)} req/s (p99 ${health.p99} ms)`,
        budget: '',
        withinBudget: null,
      },
    ];
  } finally {
    await server.stop();
    await Promise.all([tmdb.close(), host.close()]);
  }
}
