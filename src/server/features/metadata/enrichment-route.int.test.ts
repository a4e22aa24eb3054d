import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TvDetails, SeasonDetails } from '../../../shared/catalogue-types';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
import type { TitleEnrichment } from '../../../shared/title-enrichment';
import { startFakeKitsu, type FakeKitsu } from '../../testing/fakes/fake-kitsu';
import { FRIEREN } from '../../testing/fakes/kitsu-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';

const FRIEREN_POSTER = `https://media.kitsu.app/anime/46474/poster_image/large-${FRIEREN.posterHash}.jpeg`;

describe.each(DIALECTS)('Kitsu enrichment through the app on %s', (dialect) => {
  let kitsu: FakeKitsu;
  let testApp: TestApp;

  beforeEach(async () => {
    kitsu = await startFakeKitsu();
  });
  afterEach(async () => {
    await testApp.close();
    await kitsu.close();
  });

  const askedFor = (malId: string) =>
    kitsu.requests.filter((request) => request.query.get('filter[externalId]') === malId).length;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const enrichmentOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<TitleEnrichment>();
  };

  it('answers the title page with Kitsu’s synopsis, cover and count, then fills the catalogue’s answers', async () => {
    testApp = await createTestApp(dialect, { METADATA_URL: kitsu.baseUrl });
    // Kept by the proxy before Kitsu answered: the data's arrival makes a new answer.
    expect((await get('/api/tmdb-proxy/tv/52991')).json<TvDetails>().overview).toBe('');

    const answer = await enrichmentOf('/api/catalogue/enrichment/tv/52991');

    expect(answer).toMatchObject({
      state: 'ready',
      posterUrl: FRIEREN_POSTER,
      episodeCount: 28,
      source: { name: 'Kitsu', url: 'https://kitsu.app/anime/46474' },
    });
    expect(answer.synopsis).toMatch(/^The demon king has been defeated/);
    const details = (await get('/api/tmdb-proxy/tv/52991')).json<TvDetails>();
    expect(details.overview).toBe(answer.synopsis);
    expect(details.overview_source).toEqual(answer.source);
    expect(details.poster_path).toBe(FRIEREN_POSTER);
    expect(details.seasons[0]).toMatchObject({ season_number: 1, episode_count: 28 });
    expect(askedFor('52991')).toBe(1);

    const seasonNumber = details.seasons[0]?.season_number;
    if (seasonNumber !== undefined) {
      const season = (
        await get(`/api/tmdb-proxy/tv/52991/season/${seasonNumber}`)
      ).json<SeasonDetails>();
      expect(season.episodes[0]).toMatchObject({
        name: 'The Journey’s End',
        air_date: '2023-09-29',
      });
    }
    const info = (await get('/api/catalogue/info')).json<CatalogueInfo>();
    expect(info.attributions.map((credit) => credit.url)).toContain('https://kitsu.app/');
  });

  it('answers a details call at once, without waiting on Kitsu, and fetches for next time', async () => {
    testApp = await createTestApp(dialect, { METADATA_URL: kitsu.baseUrl });
    kitsu.script({ pathIncludes: '/mappings', delayMs: 3000 });

    const started = Date.now();
    const details = await get('/api/tmdb-proxy/tv/52991');

    expect(details.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(details.json<TvDetails>().overview).toBe('');
    await expect.poll(() => askedFor('52991')).toBe(1);
  });

  it('tells the page to ask again when Kitsu is slow, and never fails when Kitsu does', async () => {
    testApp = await createTestApp(dialect, { METADATA_URL: kitsu.baseUrl });
    kitsu.script({ pathIncludes: '/mappings', delayMs: 6000 });

    expect(await enrichmentOf('/api/catalogue/enrichment/tv/52991')).toMatchObject({
      state: 'pending',
      synopsis: null,
    });

    kitsu.reset();
    kitsu.script({ pathIncludes: '/mappings', status: 500, body: { errors: [] } });
    const failed = await get('/api/catalogue/enrichment/tv/5114');
    expect(failed.statusCode).toBe(200);
    expect(failed.json<TitleEnrichment>().state).toBe('unavailable');
    expect((await get('/api/tmdb-proxy/tv/5114')).statusCode).toBe(200);
  });

  it('refuses bad parameters with a 400 and says nothing of titles the catalogue lacks', async () => {
    testApp = await createTestApp(dialect, { METADATA_URL: kitsu.baseUrl });

    expect((await get('/api/catalogue/enrichment/book/1')).statusCode).toBe(400);
    expect((await get('/api/catalogue/enrichment/tv/abc')).statusCode).toBe(400);
    expect((await get('/api/catalogue/enrichment/tv/0')).statusCode).toBe(400);
    expect(await enrichmentOf('/api/catalogue/enrichment/tv/999999999')).toMatchObject({
      state: 'unavailable',
    });
    expect(kitsu.requests).toHaveLength(0);
  });

  it('does nothing at all with METADATA_URL empty', async () => {
    testApp = await createTestApp(dialect, { METADATA_URL: '' });

    expect(await enrichmentOf('/api/catalogue/enrichment/tv/52991')).toEqual({
      state: 'unavailable',
      synopsis: null,
      posterUrl: null,
      episodeCount: null,
      source: null,
    });
    expect((await get('/api/tmdb-proxy/tv/52991')).json<TvDetails>().overview).toBe('');
    const info = (await get('/api/catalogue/info')).json<CatalogueInfo>();
    expect(info.attributions.map((credit) => credit.url)).not.toContain('https://kitsu.app/');
    expect(kitsu.requests).toHaveLength(0);
  });
});
