import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/errors';
import { registerApiDocs } from '../api-docs/register-api-docs';
import {
  OFFLINE_DATABASE_FIXTURE,
  buildFrom,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './offline/test-catalogues';
import type { CatalogueProvider, ProviderEndpoint } from './provider';
import { CATALOGUE_BUSY } from './query-pool/query-pool';
import type { SwappableCatalogue } from './updates/swappable-catalogue';
import { CATALOGUE_RETRY_AFTER_SECONDS, catalogueRoutes } from './routes';

/** The real offline provider, with a note of what each call handed it. */
function recording(provider: CatalogueProvider) {
  const calls: { endpoint: ProviderEndpoint; parameters: Record<string, string> }[] = [];
  const recorder: CatalogueProvider = {
    name: provider.name,
    capabilities: provider.capabilities,
    get: (endpoint, parameters) => {
      calls.push({ endpoint, parameters });
      return provider.get(endpoint, parameters);
    },
  };
  return { recorder, calls };
}

let directory: TemporaryDirectory;
let offline: SwappableCatalogue;
let app: FastifyInstance;
let calls: ReturnType<typeof recording>['calls'];

beforeAll(async () => {
  directory = temporaryDirectory();
  const file = directory.file('catalogue.db');
  buildFrom(OFFLINE_DATABASE_FIXTURE, file);
  offline = pooledCatalogue(file);
  const recorded = recording(offline);
  calls = recorded.calls;
  app = Fastify();
  registerErrorHandling(app);
  // Routes declare their query's zod schema for the API reference, which compiles it.
  await registerApiDocs(app);
  catalogueRoutes(app, recorded.recorder, () => offline.attributions);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await offline.close();
  directory.remove();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/tmdb-proxy/*', () => {
  it('relays the provider answer with a cache lifetime for the endpoint kind', async () => {
    const response = await get('/api/tmdb-proxy/search/multi?query=gintama');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const body = response.json<{ page: number; results: { id: number; media_type: string }[] }>();
    expect(body.page).toBe(1);
    expect(body.results[0]).toMatchObject({ id: 918, media_type: 'tv' });
    const genres = await get('/api/tmdb-proxy/genre/tv/list?language=en-US');
    expect(genres.headers['cache-control']).toBe('public, max-age=86400');
    const details = await get('/api/tmdb-proxy/tv/918');
    expect(details.headers['cache-control']).toBe('public, max-age=21600');
  });

  it('forwards only the parameters the endpoint accepts, skipping null-like values', async () => {
    calls.length = 0;
    const response = await get(
      '/api/tmdb-proxy/discover/tv?sort_by=popularity.desc&with_genres=16&api_key=secret' +
        '&language=null&include_adult=undefined&page=2&session=abc&vote_average.gte=',
    );
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        endpoint: { kind: 'discover', mediaType: 'tv' },
        parameters: { sort_by: 'popularity.desc', with_genres: '16', page: '2' },
      },
    ]);
  });

  it('answers 404 with a clear message for anything that is not a catalogue endpoint', async () => {
    for (const path of ['person/1', 'tv/918/credits', 'movie/popular', '', 'search']) {
      const response = await get(`/api/tmdb-proxy/${path}`);
      expect(response.statusCode).toBe(404);
      const body = response.json<{ error: { code: string; message: string; requestId: string } }>();
      expect(body.error.code).toBe('not-found');
      expect(body.error.message).toBe(`Unknown catalogue endpoint: ${path || '(none)'}`);
      expect(body.error.requestId).toBeTruthy();
    }
  });

  it('refuses a page outside 1..500 with a 400 before asking the provider', async () => {
    calls.length = 0;
    for (const page of ['0', '501', 'abc', '1.5', '-3']) {
      const response = await get(`/api/tmdb-proxy/discover/movie?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'invalid-argument',
          message: 'Invalid query.page: must be a whole number from 1 to 500',
        },
      });
    }
    expect(calls).toEqual([]);
    expect((await get('/api/tmdb-proxy/discover/movie?page=500')).statusCode).toBe(200);
  });

  it('never reaches the server-only find look-up (decision 248)', async () => {
    calls.length = 0;
    for (const path of ['find/349232?external_source=tvdb_id', 'find/tt0959621']) {
      const response = await get(`/api/tmdb-proxy/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
    }
    expect(calls).toEqual([]);
  });

  it("relays the provider's 404 for an unknown title, cached only briefly", async () => {
    const response = await get('/api/tmdb-proxy/movie/918');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    });
  });
});

describe('GET /api/tmdb-proxy/* with the catalogue busy', () => {
  it('answers 503 with Retry-After, uncached, and documents it', async () => {
    const busyApp = Fastify();
    registerErrorHandling(busyApp);
    await registerApiDocs(busyApp);
    const busy: CatalogueProvider = {
      name: 'offline',
      capabilities: offline.capabilities,
      get: () => Promise.resolve(CATALOGUE_BUSY),
    };
    catalogueRoutes(busyApp, busy, () => []);
    await busyApp.ready();
    try {
      const response = await busyApp.inject({ method: 'GET', url: '/api/tmdb-proxy/tv/918' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(CATALOGUE_RETRY_AFTER_SECONDS));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ error: { code: 'catalogue-busy' } });
      const document = busyApp.swagger() as {
        paths: Record<string, { get: { responses: Record<string, { description: string }> } }>;
      };
      const proxy = Object.entries(document.paths).find(([path]) =>
        path.startsWith('/api/tmdb-proxy/'),
      );
      expect(proxy?.[1].get.responses['503']?.description).toMatch(/Retry-After/);
    } finally {
      await busyApp.close();
    }
  });
});

describe('GET /api/catalogue/info', () => {
  it('says which provider answers, what it knows and whom to credit', async () => {
    const response = await get('/api/catalogue/info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'offline',
      capabilities: { posters: true, airDates: false, seasons: true },
      attributions: [
        {
          text: expect.stringContaining('anime-offline-database') as string,
          url: 'https://github.com/manami-project/anime-offline-database',
        },
      ],
      anilist: false,
    });
  });
});
