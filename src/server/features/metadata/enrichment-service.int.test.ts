import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCapturedLogger } from '../../testing/fakes/captured-logger';
import { startFakeKitsu, type FakeKitsu } from '../../testing/fakes/fake-kitsu';
import { COWBOY_BEBOP, FRIEREN } from '../../testing/fakes/kitsu-fixtures';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases';
import { EnrichmentService } from './enrichment-service';
import { REFRESH_AGES } from './kept-title';
import { createKitsuClient, KITSU_LIMITS, type KitsuLimits } from './kitsu-client';
import { MetadataStore } from './metadata-store';
import { RequestPacer, type PacerOptions } from './request-pacer';

const START = Date.UTC(2026, 10, 22, 12);
const DAY_MS = 86_400_000;
const QUICK: PacerOptions = { perSecond: 100, burst: 10, maxWaiting: 50 };

describe.each(DIALECTS)('Kitsu enrichment on %s', (dialect) => {
  let database: TestDatabase;
  let kitsu: FakeKitsu;
  let now: number;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    kitsu = await startFakeKitsu();
    now = START;
  });
  afterEach(async () => {
    await kitsu.close();
    await database.destroy();
  });

  function enrichment(pace: PacerOptions = QUICK, limits: Partial<KitsuLimits> = {}) {
    const store = new MetadataStore(database);
    const pacer = new RequestPacer(pace);
    const client = createKitsuClient(kitsu.baseUrl, pacer, { ...KITSU_LIMITS, ...limits });
    const { logger } = createCapturedLogger('silent');
    return { store, service: new EnrichmentService({ store, client, logger, now: () => now }) };
  }

  const frierenAsked = (path: string) =>
    path.includes(`/anime/${FRIEREN.kitsuId}`) || path.endsWith('/mappings');

  it('follows a MyAnimeList id to its Kitsu anime and its episodes, and keeps them', async () => {
    const { store, service } = enrichment();

    await service.wantNow(FRIEREN.malId, undefined);

    const kept = await store.title(FRIEREN.malId);
    expect(kept).toMatchObject({
      kitsuId: '46474',
      episodeCount: 28,
      status: 'finished',
      posterUrl: `https://media.kitsu.app/anime/46474/poster_image/large-${FRIEREN.posterHash}.jpeg`,
      fetchedAt: START,
      refreshAt: START + REFRESH_AGES.finishedMs,
      failures: 0,
    });
    expect(kept?.synopsis).toMatch(/^The demon king has been defeated/);
    expect(kept?.episodes).toHaveLength(28);
    expect(kept?.episodes[0]).toEqual({
      number: 1,
      title: 'The Journey’s End',
      airDate: '2023-09-29',
      minutes: 24,
    });
    expect(kept?.episodes[27]).toMatchObject({ number: 28, airDate: '2024-03-22' });
    // The mapping's included anime is the anime: no separate /anime/{id} call, two episode pages.
    expect(kitsu.requests.map((request) => request.path)).toEqual([
      '/api/edge/mappings',
      '/api/edge/anime/46474/episodes',
      '/api/edge/anime/46474/episodes',
    ]);
    expect(kitsu.requests[0]?.query.get('filter[externalId]')).toBe('52991');
    expect(kitsu.requests[0]?.headers.accept).toBe('application/vnd.api+json');
    expect(kitsu.requests.every((request) => Number(request.query.get('page[limit]') ?? 20) <= 20));
  });

  it('asks Kitsu once for a title two pages open at the same time', async () => {
    const { service } = enrichment();

    const first = service.wantNow(FRIEREN.malId, undefined);
    const second = service.wantNow(FRIEREN.malId, undefined);
    await Promise.all([first, second]);

    expect(second).toBe(first);
    expect(kitsu.count('/mappings')).toBe(1);
  });

  it('keeps to the pace: one request per interval once the burst is spent', async () => {
    const { service } = enrichment({ perSecond: 5, burst: 1, maxWaiting: 10 });
    const start = Date.now();

    await service.wantNow(FRIEREN.malId, undefined);

    // Request n cannot leave before n intervals of 200 ms; a loaded machine only delays arrivals,
    // so gaps between arrivals would measure its jitter rather than the pace.
    const times = kitsu.requests.map((request) => request.receivedAt);
    expect(times).toHaveLength(3);
    times.forEach((time, index) => {
      expect(time - start).toBeGreaterThanOrEqual(index * 200 - 5);
    });
  });

  it('asks again only after the refresh age, by the Kitsu id it already knows', async () => {
    const { store, service } = enrichment();
    await service.wantNow(FRIEREN.malId, undefined);
    kitsu.reset();

    now = START + REFRESH_AGES.finishedMs - DAY_MS;
    expect(service.wantNow(FRIEREN.malId, await store.title(FRIEREN.malId))).toBeNull();
    await service.wantLater([FRIEREN.malId]);
    expect(service.backgroundWaiting).toBe(0);

    now = START + REFRESH_AGES.finishedMs + 1;
    await service.wantNow(FRIEREN.malId, await store.title(FRIEREN.malId));
    expect(kitsu.requests.map((request) => request.path)[0]).toBe('/api/edge/anime/46474');
    expect(kitsu.count('/mappings')).toBe(0);
    expect((await store.title(FRIEREN.malId))?.refreshAt).toBe(now + REFRESH_AGES.finishedMs);
  });

  it('serves a title page first while background work is under way', async () => {
    const { store, service } = enrichment({ perSecond: 5, burst: 1, maxWaiting: 10 });

    await service.wantLater([COWBOY_BEBOP.malId]);
    await expect.poll(() => kitsu.requests.length).toBe(1);
    await service.wantNow(FRIEREN.malId, undefined);
    await expect.poll(async () => (await store.title(COWBOY_BEBOP.malId))?.fetchedAt).toBe(START);

    const whose = kitsu.requests.map((request) =>
      request.query.get('filter[externalId]') === '1' || request.path.includes('/anime/1/')
        ? 'background'
        : frierenAsked(request.path)
          ? 'page'
          : 'other',
    );
    expect(whose).toEqual(['background', 'page', 'page', 'page', 'background', 'background']);
  });

  it('never throws when Kitsu fails, keeps what it had, and waits longer after each failure', async () => {
    const { store, service } = enrichment();
    kitsu.script({ pathIncludes: '/mappings', status: 500, body: { errors: [] } });

    await expect(service.wantNow(FRIEREN.malId, undefined)).resolves.toBeUndefined();
    const failed = await store.title(FRIEREN.malId);
    expect(failed).toMatchObject({ fetchedAt: null, failures: 1, refreshAt: START + 5 * 60_000 });
    expect(service.wantNow(FRIEREN.malId, failed)).toBeNull();

    now = START + 5 * 60_000;
    await service.wantNow(FRIEREN.malId, failed);
    const fetched = await store.title(FRIEREN.malId);
    expect(fetched?.episodeCount).toBe(28);

    now = START + REFRESH_AGES.finishedMs + 5 * 60_000;
    kitsu.script({ pathIncludes: '/anime/46474', status: 503, body: 'down' });
    await service.wantNow(FRIEREN.malId, fetched);
    const after = await store.title(FRIEREN.malId);
    expect(after).toMatchObject({ episodeCount: 28, failures: 1, refreshAt: now + 5 * 60_000 });
    expect(after?.synopsis).toBe(fetched?.synopsis);
  });

  it.each([
    ['a timeout', { delayMs: 1500 }],
    [
      'garbage',
      {
        status: 200,
        body: '<html>not json',
        headers: { 'Content-Type': 'application/vnd.api+json' },
      },
    ],
    [
      'another content type',
      { status: 200, body: { data: [] }, headers: { 'Content-Type': 'text/html' } },
    ],
    [
      'an unexpected shape',
      {
        status: 200,
        body: { data: 'nope' },
        headers: { 'Content-Type': 'application/vnd.api+json' },
      },
    ],
    ['a hang-up', { hangUp: true }],
  ])('records %s as a failure to retry later', async (_name, reply) => {
    const { store, service } = enrichment(QUICK, { timeoutMs: 500 });
    kitsu.script({ pathIncludes: '/mappings', ...reply });

    await service.wantNow(FRIEREN.malId, undefined);

    expect(await store.title(FRIEREN.malId)).toMatchObject({ fetchedAt: null, failures: 1 });
  });

  it('records an oversized answer as a failure', async () => {
    const { store, service } = enrichment(QUICK, { maxAnswerBytes: 2000 });

    await service.wantNow(FRIEREN.malId, undefined);

    expect(await store.title(FRIEREN.malId)).toMatchObject({ fetchedAt: null, failures: 1 });
  });

  it('keeps a title Kitsu does not know as known-absent, for a month', async () => {
    const { store, service } = enrichment();

    await service.wantNow(123_456, undefined);

    expect(await store.title(123_456)).toMatchObject({
      kitsuId: null,
      fetchedAt: START,
      refreshAt: START + REFRESH_AGES.unknownMs,
    });
    expect(kitsu.count('/anime')).toBe(0);
  });

  it('follows only next links that point at the configured API', async () => {
    const { store, service } = enrichment();
    kitsu.script({
      pathIncludes: '/episodes',
      status: 200,
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: { data: [], links: { next: 'http://127.0.0.1:9/api/edge/anime/46474/episodes' } },
    });

    await service.wantNow(FRIEREN.malId, undefined);

    expect(kitsu.count('/anime/46474/episodes')).toBe(1);
    expect((await store.title(FRIEREN.malId))?.episodes).toEqual([]);
  });
});
