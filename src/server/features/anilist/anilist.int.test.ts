import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANILIST_QUERIES } from '../../../shared/anilist-queries';
import { registerErrorHandling } from '../../http/errors';
import { createCapturedLogger } from '../../testing/fakes/captured-logger';
import { startFakeAnilist, type FakeAnilist } from '../../testing/fakes/fake-anilist';
import { createAnilistClient } from './anilist-client';
import { anilistRoutes } from './routes';

const FRIEREN_MAL_ID = 52991;

async function appWith(settings: { enabled: boolean; url: string; requestsPerMinute: number }) {
  const app = Fastify();
  registerErrorHandling(app);
  anilistRoutes(app, createAnilistClient(settings, createCapturedLogger().logger));
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/anilist', payload: payload as Record<string, unknown> });

const mediaQuery = (idMal: number) => ({
  query: ANILIST_QUERIES.mediaByMalId.document,
  variables: { idMal },
});

describe('POST /api/anilist against a fake AniList', () => {
  let fake: FakeAnilist;
  let app: FastifyInstance;

  beforeEach(async () => {
    fake = await startFakeAnilist();
    app = await appWith({ enabled: true, url: fake.url, requestsPerMinute: 30 });
  });

  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  it('forwards an allowed query and answers { data } as AniList does', async () => {
    const response = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { Media: { id: number; title: { english: string } } } }>();
    expect(body.data.Media.id).toBe(154587);
    expect(body.data.Media.title.english).toBe('Frieren: Beyond Journey’s End');
    const [forwarded] = fake.requests;
    expect(forwarded?.method).toBe('POST');
    expect(forwarded?.headers['content-type']).toBe('application/json');
    expect(forwarded?.headers.accept).toBe('application/json');
    expect(JSON.parse(forwarded?.body ?? '')).toEqual({
      query: ANILIST_QUERIES.mediaByMalId.document,
      variables: { idMal: FRIEREN_MAL_ID },
    });
  });

  it('answers the airing schedule for a list of ids', async () => {
    const response = await post(app, {
      query: ANILIST_QUERIES.airingByMalIds.document,
      variables: { idMals: [21, 52991, 1] },
    });
    const media = response.json<{
      data: { Page: { media: { idMal: number; nextAiringEpisode: { episode: number } | null }[] } };
    }>().data.Page.media;
    expect(media.map((item) => item.idMal).sort((a, b) => a - b)).toEqual([21, 52991]);
    expect(media.find((item) => item.idMal === 21)?.nextAiringEpisode?.episode).toBe(1150);
  });

  it('relays AniList’s own not-found answer with its status', async () => {
    const response = await post(app, mediaQuery(999_999));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      data: { Media: null },
      errors: [{ message: 'Not Found.' }],
    });
  });

  it('refuses a document that is not one of the product’s queries, without forwarding it', async () => {
    const response = await post(app, {
      query: 'query { Page(perPage: 50) { media { id title { romaji } } } }',
      variables: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'invalid-argument', message: 'Unknown AniList query' },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses oversized queries and variables, and variables the query does not take', async () => {
    const hugeQuery = await post(app, { query: `${'#'.repeat(10 * 1024)}\n{ Media { id } }` });
    const hugeVariables = await post(app, {
      query: ANILIST_QUERIES.searchAnime.document,
      variables: { search: 'x', padding: 'y'.repeat(2048) },
    });
    const wrongVariables = await post(app, {
      query: ANILIST_QUERIES.airingByMalIds.document,
      variables: { idMals: Array.from({ length: 51 }, (_unused, index) => index + 1) },
    });
    expect(hugeQuery.statusCode).toBe(400);
    expect(hugeQuery.json<{ error: { message: string } }>().error.message).toContain('10 KB');
    expect(hugeVariables.statusCode).toBe(400);
    expect(hugeVariables.json<{ error: { message: string } }>().error.message).toContain('2 KB');
    expect(wrongVariables.statusCode).toBe(400);
    expect(wrongVariables.json<{ error: { message: string } }>().error.message).toContain(
      'body.variables.idMals',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('caches answers by query and variables, whatever the spelling', async () => {
    await post(app, mediaQuery(FRIEREN_MAL_ID));
    const respaced = await post(app, {
      query: ANILIST_QUERIES.mediaByMalId.document.replace(/\s+/g, '  '),
      variables: { idMal: FRIEREN_MAL_ID },
    });
    expect(respaced.statusCode).toBe(200);
    await post(app, {
      query: ANILIST_QUERIES.searchAnime.document,
      variables: { search: 'frieren' },
    });
    await post(app, {
      query: ANILIST_QUERIES.searchAnime.document,
      variables: { perPage: 10, page: 1, search: 'frieren' },
    });
    expect(fake.countOperations('MediaByMalId')).toBe(1);
    expect(fake.countOperations('SearchAnime')).toBe(1);
  });

  it('coalesces identical concurrent queries into one upstream request', async () => {
    fake.script({ delayMs: 100 });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(app, mediaQuery(FRIEREN_MAL_ID))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops asking once AniList reports no requests remaining, answering 429 with Retry-After', async () => {
    fake.setRateLimit({ remaining: 1 });
    const first = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(first.statusCode).toBe(200);
    expect(first.headers['retry-after']).toBeUndefined();
    const refused = await post(app, mediaQuery(21));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(refused.json()).toMatchObject({ error: { code: 'too-many-requests' } });
    const cached = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(cached.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits out a short Retry-After from AniList, then answers', async () => {
    fake.script({
      status: 429,
      headers: { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' },
      body: { data: null, errors: [{ message: 'Too Many Requests.', status: 429 }] },
    });
    const response = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('passes a long Retry-After from AniList on as a 429 instead of waiting', async () => {
    fake.setRateLimit({ remaining: 0 });
    const response = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    const again = await post(app, mediaQuery(21));
    expect(again.statusCode).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 502 with a clear message when AniList fails and nothing is cached', async () => {
    fake.script({
      status: 500,
      body: { data: null, errors: [{ message: 'Internal Server Error' }] },
    });
    const response = await post(app, mediaQuery(FRIEREN_MAL_ID));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      error: {
        code: 'upstream-unavailable',
        message: 'AniList answered with an error (HTTP 500). Please try again later.',
      },
    });
  });
});

describe('POST /api/anilist with its own rate budget', () => {
  it('shares one budget across all requests and refuses rather than queueing past it', async () => {
    const fake = await startFakeAnilist();
    const app = await appWith({ enabled: true, url: fake.url, requestsPerMinute: 1 });
    try {
      expect((await post(app, mediaQuery(FRIEREN_MAL_ID))).statusCode).toBe(200);
      const refused = await post(app, mediaQuery(40748));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('POST /api/anilist when AniList is not enabled', () => {
  it('answers 404 saying so, without contacting anyone', async () => {
    const fake = await startFakeAnilist();
    const app = await appWith({ enabled: false, url: fake.url, requestsPerMinute: 30 });
    try {
      const response = await post(app, mediaQuery(FRIEREN_MAL_ID));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: 'not-found', message: 'AniList is not enabled on this instance.' },
      });
      expect(fake.requests).toHaveLength(0);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
