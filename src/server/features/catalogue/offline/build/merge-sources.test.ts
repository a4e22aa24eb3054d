import { describe, expect, it } from 'vitest';
import { withoutSchedule, type CatalogueEntry } from './catalogue-entry';
import { mergeOfflineDatabase } from './merge-offline-database';
import { BANGUMI_ID_RANGE_START, englishNameOf, mergeBangumiData } from './merge-sources';
import { seasonGroups } from './season-groups';
import type { BangumiInput, BangumiTitle } from './sources/bangumi-data';

function kaggle(id: number, name: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id,
    mediaType: 'tv',
    format: 'TV',
    name,
    synonyms: null,
    genreNames: ['Action'],
    tags: [],
    studios: null,
    episodes: 12,
    durationMinutes: null,
    score: 8.1,
    voteCount: 5000,
    popularity: 5000,
    scoreTrusted: true,
    adult: false,
    status: 'UNKNOWN',
    year: null,
    season: null,
    posterUrl: null,
    sources: [`https://myanimelist.net/anime/${id}`],
    relatedSources: [],
    ...withoutSchedule(id),
    ...extra,
  };
}

function bangumi(
  japaneseName: string,
  ids: Partial<BangumiTitle['ids']>,
  extra: Partial<BangumiTitle> = {},
): BangumiTitle {
  return {
    japaneseName,
    englishNames: [],
    kind: 'tv',
    beginsAt: '2023-09-29T14:00:00.000Z',
    endsAt: '2024-03-22T15:15:00.000Z',
    broadcast: null,
    ids: { mal: null, anilist: null, anidb: null, bangumi: null, tmdb: null, ...ids },
    services: [],
    ...extra,
  };
}

const input = (titles: BangumiTitle[]): BangumiInput => ({
  titles,
  streamingSites: {},
  skipped: 0,
});

describe('mergeBangumiData', () => {
  it('keeps the base genres, counts and score, and takes names, dates and ids by MyAnimeList id', () => {
    const { entries } = mergeBangumiData(
      [kaggle(5114, 'Fullmetal Alchemist: Brotherhood')],
      input([
        bangumi(
          '鋼の錬金術師 FULLMETAL ALCHEMIST',
          { mal: 5114, anilist: 5114, tmdb: 'tv/31911' },
          {
            englishNames: ['Fullmetal Alchemist: Brotherhood'],
            beginsAt: '2009-04-05T08:00:00.000Z',
          },
        ),
      ]),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 5114,
      genreNames: ['Action'],
      episodes: 12,
      score: 8.1,
      popularity: 5000,
      originalName: '鋼の錬金術師 FULLMETAL ALCHEMIST',
      year: 2009,
      season: 'SPRING',
      externalIds: { mal: 5114, anilist: 5114, tmdb: 'tv/31911' },
    });
  });

  it('never matches by name: the same name with another id stays apart', () => {
    const { entries } = mergeBangumiData(
      [kaggle(1, 'Dororo')],
      input([bangumi('どろろ', { mal: 37520, bangumi: 253 }, { englishNames: ['Dororo'] })]),
    );
    expect(entries.map((entry) => entry.id).sort()).toEqual([1, 37520]);
    expect(entries.find((entry) => entry.id === 1)?.originalName).toBeNull();
  });

  it('brings a title only bangumi-data knows with what it has and nothing made up', () => {
    const { entries, added } = mergeBangumiData(
      [],
      input([
        bangumi(
          '葬送のフリーレン',
          { mal: 52991 },
          { englishNames: ["Frieren: Beyond Journey's End"] },
        ),
      ]),
    );
    expect(added).toBe(1);
    expect(entries[0]).toMatchObject({
      id: 52991,
      name: "Frieren: Beyond Journey's End",
      genreNames: [],
      episodes: null,
      score: null,
      popularity: 0,
      year: 2023,
    });
  });

  it('gives a title without a MyAnimeList id its bangumi.tv id in its own range, and skips one with neither', () => {
    const { entries, skipped } = mergeBangumiData(
      [],
      input([bangumi('劇場版', { bangumi: 253 }), bangumi('名無し', {})]),
    );
    expect(entries.map((entry) => entry.id)).toEqual([BANGUMI_ID_RANGE_START + 253]);
    expect(skipped).toBe(1);
  });

  it('enriches a title once when bangumi-data gives its MyAnimeList id twice', () => {
    const { entries } = mergeBangumiData(
      [kaggle(51535, 'Final Season Part 3')],
      input([
        bangumi('前編', { mal: 51535, bangumi: 1 }),
        bangumi('後編', { mal: 51535, bangumi: 2 }),
      ]),
    );
    expect(entries.map((entry) => [entry.id, entry.originalName])).toEqual([
      [51535, '前編'],
      [BANGUMI_ID_RANGE_START + 2, '後編'],
    ]);
  });

  it('marks a title still without an end a year after it began a long runner', () => {
    const { entries } = mergeBangumiData(
      [],
      input([
        bangumi('長寿', { mal: 1 }, { beginsAt: '2023-04-14T09:55:00.000Z', endsAt: null }),
        bangumi('新作', { mal: 2 }, { beginsAt: '2026-04-04T15:00:00.000Z', endsAt: null }),
      ]),
    );
    expect(entries.map((entry) => entry.longRunner)).toEqual([true, false]);
  });
});

describe('englishNameOf', () => {
  it('skips names written all in lower case', () => {
    expect(englishNameOf(['attack on titan', 'Attack on Titan'])).toBe('Attack on Titan');
    expect(englishNameOf(['attack on titan'])).toBeNull();
  });

  it("takes a lower-case name's proper case from the same title's other names, never guessing", () => {
    expect(englishNameOf(['attack on titan'], ['Shingeki no Kyojin', 'Attack on Titan'])).toBe(
      'Attack on Titan',
    );
    expect(englishNameOf(['attack on titan'], ['attack on titan', 'Attack on Titan 2'])).toBeNull();
  });
});

/** anime-offline-database's entry of a MyAnimeList title, in its file's shape. */
const offlineEntry = (malId: number, title: string, synonyms: string[]) => ({
  sources: [`https://myanimelist.net/anime/${malId}`],
  title,
  type: 'TV',
  episodes: 25,
  status: 'FINISHED',
  animeSeason: { season: 'SPRING', year: 2013 },
  picture: null,
  duration: null,
  score: null,
  synonyms,
  studios: [],
  relatedAnime: [],
  relations: [],
  tags: [],
});

describe('English names written all in lower case', () => {
  const attackOnTitan = bangumi(
    '進撃の巨人',
    { mal: 16498 },
    { englishNames: ['attack on titan'] },
  );

  it("keep MyAnimeList's name until the title's own names say how the English one is written", () => {
    const { entries } = mergeBangumiData(
      [kaggle(16498, 'Shingeki no Kyojin')],
      input([attackOnTitan]),
    );
    expect(entries[0]?.name).toBe('Shingeki no Kyojin');
  });

  it("take the proper case from anime-offline-database's names for the same title", () => {
    const merged = mergeBangumiData(
      [kaggle(16498, 'Shingeki no Kyojin'), kaggle(25777, 'Shingeki no Kyojin Season 2')],
      input([
        attackOnTitan,
        bangumi(
          '進撃の巨人 Season2',
          { mal: 25777 },
          { englishNames: ['attack on titan season 2'] },
        ),
      ]),
    );
    const { entries } = mergeOfflineDatabase(merged.entries, [
      offlineEntry(16498, 'Shingeki no Kyojin', ['Attack on Titan', 'AoT']),
      // Another title's name is never taken, even one that matches case-insensitively.
      offlineEntry(25777, 'Shingeki no Kyojin Season 2', ['Attack on Titan']),
    ]);
    const names = new Map(entries.map((entry) => [entry.id, entry]));
    expect(names.get(16498)?.name).toBe('Attack on Titan');
    expect(names.get(16498)?.synonyms).toContain('Shingeki no Kyojin');
    expect(names.get(25777)?.name).toBe('Shingeki no Kyojin Season 2');
  });

  it('leave an English name already written as a name, and an official Latin-script name, alone', () => {
    const merged = mergeBangumiData(
      [kaggle(5114, 'Fullmetal Alchemist: Brotherhood')],
      input([
        bangumi(
          '鋼の錬金術師 FULLMETAL ALCHEMIST',
          { mal: 5114 },
          { englishNames: ['Fullmetal Alchemist: Brotherhood', 'fma'] },
        ),
        bangumi('Fate/Zero', { bangumi: 9 }, { englishNames: ['fate zero'] }),
      ]),
    );
    const { entries } = mergeOfflineDatabase(merged.entries, [
      offlineEntry(5114, 'Hagane no Renkinjutsushi', ['FMA']),
    ]);
    expect(entries.map((entry) => entry.name)).toEqual([
      'Fullmetal Alchemist: Brotherhood',
      'Fate/Zero',
    ]);
  });
});

describe('seasonGroups', () => {
  it('makes titles sharing a TMDB show one show, seasons in the order they began', () => {
    const { entries } = mergeBangumiData(
      [],
      input([
        bangumi(
          '第2期',
          { mal: 59978, tmdb: 'tv/209867' },
          { beginsAt: '2026-01-16T14:00:00.000Z' },
        ),
        bangumi('第1期', { mal: 52991, tmdb: 'tv/209867' }),
        bangumi('特別編', { mal: 3, tmdb: 'tv/209867/season/0' }),
        bangumi('劇場版', { mal: 4, tmdb: 'movie/5' }, { kind: 'movie' }),
      ]),
    );
    const places = seasonGroups(entries);
    expect(places.get(52991)).toEqual({ showId: 52991, seasonNumber: 1 });
    expect(places.get(59978)).toEqual({ showId: 52991, seasonNumber: 2 });
    expect(places.has(3)).toBe(false);
    expect(places.has(4)).toBe(false);
  });

  it('keeps MyAnimeList titles apart from a first season bangumi-data gave no MyAnimeList id: Lupin III', () => {
    const at = (beginsAt: string) => ({ beginsAt });
    const { entries } = mergeBangumiData(
      [kaggle(1412, 'Lupin III')],
      input([
        bangumi(
          'ルパン三世 1stシリーズ',
          { bangumi: 24274, tmdb: 'tv/31572' },
          at('1971-10-24T03:00:00.000Z'),
        ),
        bangumi(
          'ルパン三世 2nd series',
          { bangumi: 36359, tmdb: 'tv/31572/season/2' },
          at('1977-10-03T22:30:00.000Z'),
        ),
        bangumi(
          'ルパン三世(2015)',
          { mal: 27947, tmdb: 'tv/31572/season/4' },
          at('2015-10-01T17:50:00.000Z'),
        ),
        bangumi(
          'ルパン三世 PART5',
          { mal: 35857, tmdb: 'tv/31572/season/5' },
          at('2018-04-03T16:34:00.000Z'),
        ),
      ]),
    );
    const places = seasonGroups(entries);
    const first = BANGUMI_ID_RANGE_START + 24274;
    const second = BANGUMI_ID_RANGE_START + 36359;
    expect(places.get(first)).toEqual({ showId: first, seasonNumber: 1 });
    expect(places.get(second)).toEqual({ showId: first, seasonNumber: 2 });
    // Lupin III (2015) leads its own show, with Part 5 as its second season.
    expect(places.get(27947)).toEqual({ showId: 27947, seasonNumber: 1 });
    expect(places.get(35857)).toEqual({ showId: 27947, seasonNumber: 2 });
    expect(places.has(1412)).toBe(false);
  });
});

describe("a title's names by kind (decision 433)", () => {
  it('keeps MyAnimeList romaji, the English name shown and the Japanese one apart', () => {
    const merged = mergeBangumiData(
      [kaggle(16498, 'Shingeki no Kyojin', { romajiName: 'Shingeki no Kyojin' })],
      input([
        bangumi('進撃の巨人', { mal: 16498 }, { englishNames: ['attack on titan'] }),
        bangumi(
          '葬送のフリーレン',
          { mal: 52991 },
          { englishNames: ["Frieren: Beyond Journey's End"] },
        ),
      ]),
    );
    const byId = (entries: CatalogueEntry[]) => new Map(entries.map((entry) => [entry.id, entry]));
    const bangumiOnly = byId(merged.entries).get(52991);
    // bangumi-data gives no romaji, and its lower-case English name is no name yet.
    expect(bangumiOnly).toMatchObject({ romajiName: null, originalName: '葬送のフリーレン' });
    expect(byId(merged.entries).get(16498)).toMatchObject({
      romajiName: 'Shingeki no Kyojin',
      englishName: null,
    });

    const { entries } = mergeOfflineDatabase(merged.entries, [
      offlineEntry(16498, 'Shingeki no Kyojin', ['Attack on Titan']),
      offlineEntry(52991, 'Sousou no Frieren', ["Frieren: Beyond Journey's End"]),
    ]);
    expect(byId(entries).get(16498)).toMatchObject({
      romajiName: 'Shingeki no Kyojin',
      englishName: 'Attack on Titan',
      originalName: '進撃の巨人',
    });
    expect(byId(entries).get(52991)).toMatchObject({
      name: "Frieren: Beyond Journey's End",
      romajiName: 'Sousou no Frieren',
      englishName: "Frieren: Beyond Journey's End",
    });
  });

  it('keeps an official Latin-script name as the romaji one, never replaced by an English one', () => {
    const { entries } = mergeBangumiData(
      [],
      input([
        bangumi(
          'DARLING in the FRANXX',
          { bangumi: 10 },
          { englishNames: ['Darling in the Franxx'] },
        ),
      ]),
    );
    expect(entries[0]).toMatchObject({
      name: 'DARLING in the FRANXX',
      romajiName: 'DARLING in the FRANXX',
      englishName: null,
    });
  });
});
