import type { ApiErrorBody } from '../../../../shared/api-error';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  parseCatalogueEndpoint,
  type CatalogueEndpoint,
} from '../../../../shared/catalogue-endpoints';
import type { Paged, TvDetails } from '../../../../shared/catalogue-types';
import { createCapturedLogger, type CapturedLogger } from '../../../testing/fakes/captured-logger';
import { startFakeTmdb, type FakeTmdb } from '../../../testing/fakes/fake-tmdb';
import type { CatalogueAnswer, CatalogueProvider } from '../provider';
import { createTmdbProvider } from './tmdb-provider';

const API_KEY = 'k3y-0f-the-0perator-5ecret';
const READ_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.read-token-5ecret';

const errorOf = (answer: CatalogueAnswer) => (answer.body as ApiErrorBody).error;

function endpoint(path: string): CatalogueEndpoint {
  const parsed = parseCatalogueEndpoint(path);
  if (!parsed) throw new Error(`not a catalogue endpoint: ${path}`);
  return parsed;
}

describe('TMDB provider against a fake TMDB', () => {
  let fake: FakeTmdb;
  let log: CapturedLogger;
  let clock: { now: number };
  let provider: CatalogueProvider;

  beforeEach(async () => {
    fake = await startFakeTmdb({ apiKey: API_KEY, readToken: READ_TOKEN });
    log = createCapturedLogger();
    clock = { now: Date.now() };
    provider = createTmdbProvider({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      timeoutMs: 1000,
      logger: log.logger,
      now: () => clock.now,
    });
  });

  afterEach(async () => {
    await fake.close();
  });

  it('answers TMDB’s own shape and sends the key as api_key', async () => {
    const answer = await provider.get(endpoint('tv/209867'), { language: 'en-US' });
    expect(answer.status).toBe(200);
    const details = answer.body as TvDetails;
    expect(details.name).toBe('Frieren: Beyond Journey’s End');
    expect(details.next_episode_to_air?.episode_number).toBe(4);
    const [request] = fake.requests;
    expect(request?.query.get('api_key')).toBe(API_KEY);
    expect(request?.query.get('language')).toBe('en-US');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('serves a second identical call from the cache without asking TMDB again', async () => {
    const first = await provider.get(endpoint('tv/209867'), {});
    const second = await provider.get(endpoint('tv/209867'), {});
    expect(second).toEqual(first);
    expect(fake.countRequests('tv/209867')).toBe(1);
  });

  it('treats parameters in a different order as the same request', async () => {
    await provider.get(endpoint('search/multi'), { query: 'frieren', page: '1' });
    await provider.get(endpoint('search/multi'), { page: '1', query: 'frieren' });
    expect(fake.countRequests('search/multi')).toBe(1);
  });

  it('asks TMDB again once the answer has expired', async () => {
    await provider.get(endpoint('search/multi'), { query: 'frieren' });
    clock.now += 11 * 60_000;
    await provider.get(endpoint('search/multi'), { query: 'frieren' });
    expect(fake.countRequests('search/multi')).toBe(2);
  });

  it('coalesces 10 concurrent identical calls into one upstream request', async () => {
    fake.script({ delayMs: 100 });
    const parameters = { with_genres: '16', with_origin_country: 'JP', page: '1' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => provider.get(endpoint('discover/tv'), parameters)),
    );
    expect(fake.countRequests('discover/tv')).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((answer.body as Paged<unknown>).results.length).toBeGreaterThan(0);
    }
  });

  it('waits as Retry-After says after a 429, then answers', async () => {
    fake.script({
      status: 429,
      headers: { 'Retry-After': '1' },
      body: {
        status_code: 25,
        status_message: 'Your request count (#) is over the allowed limit of (40).',
      },
    });
    const answer = await provider.get(endpoint('genre/tv/list'), { language: 'en-US' });
    expect(answer.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After is beyond the cap, with a 502 saying when to retry', async () => {
    fake.script({ status: 429, headers: { 'Retry-After': '30' }, body: {} });
    const answer = await provider.get(endpoint('genre/tv/list'), {});
    expect(answer.status).toBe(502);
    expect(errorOf(answer)).toMatchObject({ code: 'upstream-unavailable' });
    expect(errorOf(answer).message).toContain('30 seconds');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with a 502 when TMDB does not answer in time and nothing is cached', async () => {
    fake.script({ delayMs: 3000 });
    const answer = await provider.get(endpoint('tv/95479'), {});
    expect(answer).toEqual({
      status: 502,
      body: {
        error: {
          code: 'upstream-unavailable',
          message: 'TMDB did not answer in time. Please try again.',
        },
      },
    });
  });

  it('serves the stale cached answer when TMDB times out after expiry', async () => {
    const fresh = await provider.get(endpoint('tv/95479'), {});
    clock.now += 7 * 60 * 60_000;
    fake.script({ delayMs: 3000 });
    const stale = await provider.get(endpoint('tv/95479'), {});
    expect(stale).toEqual(fresh);
    expect(fake.countRequests('tv/95479')).toBe(2);
    expect(
      log.entries().some((entry) => String(entry.msg).includes('serving the last cached answer')),
    ).toBe(true);
  });

  it('answers 502 on a TMDB 500 and logs the failure without the key', async () => {
    fake.script({ status: 500, body: { status_code: 11, status_message: 'Internal error.' } });
    const answer = await provider.get(endpoint('search/multi'), { query: 'jujutsu' });
    expect(answer.status).toBe(502);
    expect(errorOf(answer)).toMatchObject({ code: 'upstream-unavailable' });
    expect(errorOf(answer).message).toContain('HTTP 500');
    const failure = log.entries().find((entry) => entry.reason === 'server-error');
    expect(failure).toMatchObject({ upstream: 'TMDB', status: 500, level: 40 });
    expect(String(failure?.url)).toContain('api_key=[redacted]');
    expect(String(failure?.url)).toContain('query=jujutsu');
  });

  it('relays a TMDB 404 as a 404', async () => {
    const answer = await provider.get(endpoint('tv/999999'), {});
    expect(answer).toEqual({
      status: 404,
      body: { error: { code: 'not-found', message: 'TMDB has nothing at tv/999999.' } },
    });
  });

  it('relays TMDB’s refusal of a bad parameter as a client error, not a 5xx', async () => {
    const answer = await provider.get(endpoint('discover/tv'), { page: '501' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: 'invalid-argument' });
    expect(errorOf(answer).message).toContain('Invalid page');
  });

  it('turns TMDB rejecting the key into a 502 for the visitor and an error log for the operator', async () => {
    const wrongKey = createTmdbProvider({
      apiKey: 'not-the-right-key',
      baseUrl: fake.baseUrl,
      timeoutMs: 1000,
      logger: log.logger,
    });
    const answer = await wrongKey.get(endpoint('genre/movie/list'), {});
    expect(answer.status).toBe(502);
    expect(log.entries().some((entry) => entry.level === 50 && entry.status === 401)).toBe(true);
    expect(log.lines().join('\n')).not.toContain('not-the-right-key');
  });

  it('never lets the key into an answer or a log line, whatever happens', async () => {
    fake.script(
      { pathIncludes: 'tv/1429', status: 500, body: {} },
      { pathIncludes: 'movie/129', delayMs: 3000 },
      { pathIncludes: 'search/tv', hangUp: true },
      { pathIncludes: 'genre/tv', status: 429, headers: { 'Retry-After': '60' }, body: {} },
    );
    const answers = await Promise.all(
      ['tv/209867', 'tv/1429', 'movie/129', 'search/tv', 'genre/tv/list', 'tv/424242'].map((path) =>
        provider.get(endpoint(path), { query: 'titan' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 502, 502, 502, 502, 404]);
    expect(JSON.stringify(answers)).not.toContain(API_KEY);
    const logged = log.lines();
    expect(logged.length).toBeGreaterThanOrEqual(4);
    expect(logged.join('\n')).not.toContain(API_KEY);
    expect(fake.requests.every((request) => request.query.get('api_key') === API_KEY)).toBe(true);
  });

  it('sends the read token as a Bearer header and never as a parameter', async () => {
    const tokenProvider = createTmdbProvider({
      readToken: READ_TOKEN,
      baseUrl: fake.baseUrl,
      timeoutMs: 1000,
      logger: log.logger,
    });
    fake.script({ pathIncludes: 'movie/372058', status: 500, body: {} });
    const failed = await tokenProvider.get(endpoint('movie/372058'), {});
    const answer = await tokenProvider.get(endpoint('movie/372058'), {});
    expect(failed.status).toBe(502);
    expect(answer.status).toBe(200);
    expect((answer.body as { title: string }).title).toBe('Your Name.');
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${READ_TOKEN}`);
      expect(request.query.has('api_key')).toBe(false);
    }
    expect(log.lines().join('\n')).not.toContain(READ_TOKEN);
  });

  it('refuses to start without a key or a token', () => {
    expect(() =>
      createTmdbProvider({ baseUrl: fake.baseUrl, timeoutMs: 1000, logger: log.logger }),
    ).toThrow(/TMDB_API_KEY or TMDB_READ_TOKEN/);
  });
});
