import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCapturedLogger } from '../../testing/fakes/captured-logger';
import { startFakeKitsu, type FakeKitsu } from '../../testing/fakes/fake-kitsu';
import { FRIEREN } from '../../testing/fakes/kitsu-fixtures';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases';
import { createKitsuClient } from './kitsu-client';
import { MetadataStore } from './metadata-store';
import { RequestPacer } from './request-pacer';
import { currentAndLastSeason, KitsuSeasonalPopularity } from './seasonal-popularity-source';

/** Frieren's first season aired in fall 2023. */
const IN_FALL_2023 = Date.UTC(2023, 10, 15);

describe('currentAndLastSeason', () => {
  it('reads the season from the UTC calendar, last winter being last year’s fall', () => {
    expect(currentAndLastSeason(IN_FALL_2023)).toEqual([
      { season: 'fall', year: 2023 },
      { season: 'summer', year: 2023 },
    ]);
    expect(currentAndLastSeason(Date.UTC(2026, 0, 16))).toEqual([
      { season: 'winter', year: 2026 },
      { season: 'fall', year: 2025 },
    ]);
  });
});

describe.each(DIALECTS)('Kitsu seasonal popularity on %s', (dialect) => {
  let database: TestDatabase;
  let kitsu: FakeKitsu;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    kitsu = await startFakeKitsu();
  });
  afterEach(async () => {
    await kitsu.close();
    await database.destroy();
  });

  const popularity = () => {
    const store = new MetadataStore(database);
    const client = createKitsuClient(
      kitsu.baseUrl,
      new RequestPacer({ perSecond: 100, burst: 10, maxWaiting: 10 }),
    );
    const { logger } = createCapturedLogger('silent');
    return new KitsuSeasonalPopularity(store, client, logger, () => IN_FALL_2023);
  };

  it('counts this season’s and last season’s followers by MyAnimeList id, kept for the next start', async () => {
    const first = popularity();
    await first.refresh();

    expect(first.userCounts()).toEqual(new Map([[FRIEREN.malId, FRIEREN.userCount]]));
    const seasons = kitsu.requests.map((request) => [
      request.query.get('filter[season]'),
      request.query.get('filter[seasonYear]'),
      request.query.get('sort'),
      request.query.get('include'),
    ]);
    expect(seasons).toEqual([
      ['fall', '2023', '-userCount', 'mappings'],
      ['summer', '2023', '-userCount', 'mappings'],
    ]);

    const restarted = popularity();
    expect(restarted.userCounts().size).toBe(0);
    await restarted.load();
    expect(restarted.userCounts()).toEqual(first.userCounts());
  });

  it('keeps the last counts when Kitsu fails', async () => {
    const kept = popularity();
    await kept.refresh();
    kitsu.script({ pathIncludes: '/anime', status: 502, body: 'bad gateway' });

    await kept.refresh();

    expect(kept.userCounts().get(FRIEREN.malId)).toBe(FRIEREN.userCount);
    const restarted = popularity();
    await restarted.load();
    expect(restarted.userCounts().get(FRIEREN.malId)).toBe(FRIEREN.userCount);
  });
});
