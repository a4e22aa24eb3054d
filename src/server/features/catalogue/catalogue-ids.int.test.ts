import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CatalogueIds } from './catalogue-ids';

describe('the bundled catalogue as a map of ids and names', () => {
  let ids: CatalogueIds;
  beforeAll(() => {
    ids = CatalogueIds.open(inject('catalogueFile'));
  });
  afterAll(() => ids.close());

  it('finds a title by its MyAnimeList id, and a later season as its show at that season', () => {
    expect(ids.byMalId(52991)).toMatchObject({
      key: { media_type: 'tv', id: 52991 },
      season: null,
      anilistId: 154587,
      tmdb: { mediaType: 'tv', id: 209867, season: null },
    });
    expect(ids.byMalId(59978)).toMatchObject({
      key: { media_type: 'tv', id: 52991 },
      season: 2,
      beganOn: '2026-01-16',
      tmdb: { mediaType: 'tv', id: 209867, season: null },
    });
    expect(ids.byMalId(25777)).toMatchObject({
      key: { media_type: 'tv', id: 16498 },
      season: 2,
      tmdb: { mediaType: 'tv', id: 1429, season: 2 },
    });
    expect(ids.byMalId(32281)?.key).toEqual({ media_type: 'movie', id: 32281 });
    expect(ids.byMalId(99999)).toBeNull();
    // Ids from a billion up are bangumi.tv's, never a MyAnimeList id.
    expect(ids.byMalId(1_000_220_445)).toBeNull();
  });

  it('gives a tracked title’s ids elsewhere, keyed offline or by TMDB', () => {
    expect(ids.sourceIds({ media_type: 'movie', id: 32281 }, 'offline')).toEqual({
      myAnimeList: 32281,
      aniList: 21519,
      tmdb: 'movie/372058',
    });
    expect(ids.sourceIds({ media_type: 'movie', id: 372058 }, 'tmdb')).toEqual({
      myAnimeList: 32281,
      aniList: 21519,
      tmdb: 'movie/372058',
    });
    // A key of the other media type is not that title.
    expect(ids.sourceIds({ media_type: 'tv', id: 32281 }, 'offline')).toEqual({
      myAnimeList: null,
      aniList: null,
      tmdb: null,
    });
  });

  it('finds a title by its AniList id, the earliest of those that carry it', () => {
    expect(ids.byAnilistId(21087)?.key).toEqual({ media_type: 'tv', id: 30276 });
    expect(ids.byAnilistId(21)).toMatchObject({ key: { id: 21 }, season: null });
    expect(ids.byAnilistId(999_999_999)).toBeNull();
  });

  it('finds titles by an exact name only, ignoring case, spaces and punctuation', () => {
    expect(ids.named('3-gatsu no Lion').map((title) => title.key.id)).toEqual([31646]);
    expect(ids.named('DEATH NOTE').map((title) => title.key.id)).toEqual([1535]);
    expect(ids.named('Death')).toEqual([]);
    expect(ids.named('Death Note 2')).toEqual([]);
    expect(ids.named('!!')).toEqual([]);
  });
});
