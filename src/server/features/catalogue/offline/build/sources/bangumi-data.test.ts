import { describe, expect, it } from 'vitest';
import { readBangumiData } from './bangumi-data';

const siteMeta = {
  crunchyroll: {
    title: 'Crunchyroll',
    urlTemplate: 'https://www.crunchyroll.com/series/{{id}}/',
    type: 'onair',
  },
  mal: { title: 'MyAnimeList', urlTemplate: 'https://myanimelist.net/anime/{{id}}', type: 'info' },
};
const item = {
  title: '葬送のフリーレン',
  titleTranslate: { en: ["Frieren: Beyond the Journey's End"] },
  type: 'tv',
  lang: 'ja',
  officialSite: 'https://frieren-anime.jp/',
  begin: '2023-09-29T14:00:00.000Z',
  broadcast: 'R/2023-09-29T14:00:00.000Z/P7D',
  end: '2024-03-22T15:15:00.000Z',
  comment: '',
  sites: [
    { site: 'crunchyroll', id: 'GG5H5XQX4', begin: '2023-09-29T12:00:00.000Z', broadcast: '' },
    { site: 'tmdb', id: 'tv/209867' },
    { site: 'mal', id: '52991' },
    { site: 'aniList', id: '154587' },
  ],
};

describe('readBangumiData', () => {
  it('reads names, dates, the weekly slot, ids and the streaming services', () => {
    const { titles, streamingSites } = readBangumiData({ siteMeta, items: [item] });
    expect(Object.keys(streamingSites)).toEqual(['crunchyroll']);
    expect(titles[0]).toEqual({
      japaneseName: '葬送のフリーレン',
      englishNames: ["Frieren: Beyond the Journey's End"],
      kind: 'tv',
      beginsAt: '2023-09-29T14:00:00.000Z',
      endsAt: '2024-03-22T15:15:00.000Z',
      broadcast: { anchor: '2023-09-29T14:00:00.000Z', periodDays: 7 },
      ids: { mal: 52991, anilist: 154587, anidb: null, bangumi: null, tmdb: 'tv/209867' },
      services: [{ site: 'crunchyroll', id: 'GG5H5XQX4' }],
    });
  });

  it('keeps no schedule whose first slot is not the first episode', () => {
    const moved = { ...item, broadcast: 'R/2009-04-04T09:00:00.000Z/P7D' };
    expect(readBangumiData({ siteMeta, items: [moved] }).titles[0]?.broadcast).toBeNull();
  });

  it('drops ids that are not ids and an unknown type', () => {
    const odd = {
      ...item,
      type: 'radio',
    };
    const badIds = {
      ...item,
      sites: [
        { site: 'mal', id: '1 OR 1' },
        { site: 'tmdb', id: 'tv/../x' },
      ],
    };
    const { titles, skipped } = readBangumiData({ siteMeta, items: [odd, badIds] });
    expect(skipped).toBe(1);
    expect(titles[0]?.ids).toMatchObject({ mal: null, tmdb: null });
  });

  it('refuses a file that is not bangumi-data, or too large in any part', () => {
    expect(() => readBangumiData({ items: 'nope' })).toThrow();
    expect(() =>
      readBangumiData({ siteMeta, items: [{ ...item, title: 'x'.repeat(501) }] }),
    ).toThrow();
    const manySites = Array.from({ length: 101 }, () => ({ site: 'mal', id: '1' }));
    expect(() => readBangumiData({ siteMeta, items: [{ ...item, sites: manySites }] })).toThrow();
  });
});
