import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANILIST_QUERIES } from '../../shared/anilist-queries';
import { isApiErrorBody } from '../../shared/api-error';
import { startFakeAnilist, type FakeAnilist } from '../testing/fakes/fake-anilist';
import type { RecordedRequest, ScriptedReply } from '../testing/fakes/fake-http-server';
import { startFakeTmdb, type FakeTmdb } from '../testing/fakes/fake-tmdb';
import { callRoute, type RouteAnswer } from '../testing/call-route';
import { createTestApp, type TestApp } from '../testing/test-app';

const TIMEOUT_MS = 400;
/** How long each upstream call takes during a flood. */
const SLOW_MS = 100;
const CACHED = '/api/tmdb-proxy/tv/209867';
const UNCACHED = '/api/tmdb-proxy/tv/95479';

const FAILURES: Record<string, ScriptedReply> = {
  down: { hangUp: true },
  slow: { delayMs: TIMEOUT_MS * 3 },
  'rate-limited': { status: 429, headers: { 'Retry-After': '3600' }, body: {} },
  failing: { status: 500, body: { status_message: 'Internal error' } },
};

/** Most requests the upstream had open at once, given each took at least `holdMs`. */
function peakConcurrency(requests: RecordedRequest[], holdMs: number): number {
  const starts = requests.map((request) => request.receivedAt).sort((a, b) => a - b);
  let peak = 0;
  for (const [index, start] of starts.entries()) {
    const overlapping = starts.slice(index).filter((other) => other < start + holdMs).length;
    peak = Math.max(peak, overlapping);
  }
  return peak;
}

function expectClearFailure(answer: RouteAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.body}`).toBeGreaterThanOrEqual(429);
  const body: unknown = JSON.parse(answer.body);
  expect(isApiErrorBody(body), what).toBe(true);
  if (isApiErrorBody(body)) expect(body.error.message, what).toMatch(/TMDB|AniList|try again/i);
}

/** The whole app with TMDB configured, TMDB played by a local fake. */
async function appOnFakeTmdb(environment: Record<string, string> = {}) {
  const tmdb = await startFakeTmdb({ apiKey: 'fault-key' });
  const testApp = await createTestApp('sqlite', {
    TMDB_API_KEY: 'fault-key',
    TMDB_BASE_URL: tmdb.baseUrl,
    ...environment,
  });
  return { tmdb, testApp };
}

describe('TMDB down, slow, rate-limiting or failing', () => {
  let tmdb: FakeTmdb;
  let testApp: TestApp;
  let cachedBody: string;

  beforeAll(async () => {
    ({ tmdb, testApp } = await appOnFakeTmdb({ TMDB_TIMEOUT_MS: String(TIMEOUT_MS) }));
    cachedBody = (await callRoute(testApp.app, { method: 'GET', url: CACHED })).body;
  });
  afterAll(async () => {
    await testApp.close();
    await tmdb.close();
  });

  it.each(Object.keys(FAILURES))(
    'when TMDB is %s: the cached title still shows, an uncached one answers a clear message in time',
    async (mode) => {
      const failure = FAILURES[mode] ?? {};
      tmdb.script(...Array.from({ length: 10 }, () => failure));
      const cached = await callRoute(testApp.app, { method: 'GET', url: CACHED });
      expect(cached.status).toBe(200);
      expect(cached.body).toBe(cachedBody);
      const started = Date.now();
      const uncached = await callRoute(testApp.app, {
        method: 'GET',
        url: `${UNCACHED}?m=${mode}`,
      });
      expectClearFailure(uncached, mode);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3 + 1000);
      tmdb.reset();
    },
  );
});

describe('TMDB slow under a flood', () => {
  let tmdb: FakeTmdb;
  let testApp: TestApp;
  beforeAll(async () => {
    ({ tmdb, testApp } = await appOnFakeTmdb());
  });
  afterAll(async () => {
    await testApp.close();
    await tmdb.close();
  });

  it('keeps at most 8 calls open to a slow TMDB under a flood, refusing clearly past its queue', async () => {
    tmdb.script(...Array.from({ length: 400 }, () => ({ delayMs: SLOW_MS })));
    const flood = Array.from({ length: 300 }, (_, index) =>
      callRoute(
        testApp.app,
        {
          method: 'GET',
          url: `/api/tmdb-proxy/discover/tv?page=${(index % 500) + 1}&sort_by=vote_count.desc`,
        },
        30_000,
      ),
    );
    const answers = await Promise.all(flood);
    for (const answer of answers) {
      if (answer.status !== 200) expectClearFailure(answer, 'flood');
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(peakConcurrency(tmdb.requests, SLOW_MS)).toBeLessThanOrEqual(8);
    expect(tmdb.requests.length).toBeLessThanOrEqual(8 + 200);
    tmdb.reset();
  });
});

describe('AniList down or failing', () => {
  let anilist: FakeAnilist;
  let testApp: TestApp;
  const ask = (idMal: number) =>
    callRoute(testApp.app, {
      method: 'POST',
      url: '/api/anilist',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: ANILIST_QUERIES.mediaByMalId.document,
        variables: { idMal },
      }),
    });

  beforeAll(async () => {
    anilist = await startFakeAnilist();
    testApp = await createTestApp('sqlite', { ANILIST_ENABLED: 'true', ANILIST_URL: anilist.url });
  });
  afterAll(async () => {
    await testApp.close();
    await anilist.close();
  });

  it('serves what it has cached and answers a clear message for the rest', async () => {
    const first = await ask(52991);
    expect(first.status).toBe(200);
    anilist.script(...Array.from({ length: 10 }, () => ({ hangUp: true })));
    const cached = await ask(52991);
    expect(cached.status).toBe(200);
    expect(cached.body).toBe(first.body);
    expectClearFailure(await ask(1), 'AniList down');
    anilist.reset();
    anilist.script(...Array.from({ length: 10 }, () => ({ status: 500, body: { data: null } })));
    expectClearFailure(await ask(2), 'AniList failing');
  });

  it('keeps at most 2 calls open to a slow AniList under a flood', async () => {
    anilist.reset();
    anilist.script(...Array.from({ length: 100 }, () => ({ delayMs: SLOW_MS })));
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => ask(100 + index)));
    for (const answer of answers) {
      // Unknown ids get AniList's own not-found answer, relayed.
      if (answer.status !== 200 && answer.status !== 404) expectClearFailure(answer, 'flood');
    }
    expect(peakConcurrency(anilist.requests, SLOW_MS)).toBeLessThanOrEqual(2);
  });
});
