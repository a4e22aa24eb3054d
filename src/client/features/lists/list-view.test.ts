import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../../../shared/list-entry';
import { entriesFor, listViewFrom, listViewParams, openingTab, tagsOf } from './list-view';
import { blankEntry } from './season-entry';
import { trackedTitle } from './tracked-title-fixture';

const items = [
  trackedTitle({
    id: 1,
    name: 'Steins;Gate',
    first_air_date: '2011-04-06',
    updatedAt: '2026-11-03T00:00:00.000Z',
  }),
  trackedTitle({
    id: 2,
    name: 'Re:Zero',
    first_air_date: '',
    updatedAt: '2026-11-05T00:00:00.000Z',
  }),
  trackedTitle({
    id: 3,
    name: 'Akira',
    media_type: 'movie',
    title: 'Akira',
    first_air_date: null,
    release_date: '1988-07-16',
    updatedAt: '2026-11-04T00:00:00.000Z',
  }),
  trackedTitle({ id: 4, name: 'Mushishi', status: 'completed' }),
];
const names = (list: ReturnType<typeof entriesFor>) => list.map((item) => item.title ?? item.name);

describe('the entries of a status', () => {
  it('are sorted by last update, title or air date (newest first, unknown dates last)', () => {
    const view = { status: 'watching', query: '' } as const;
    expect(names(entriesFor(items, { ...view, sort: 'updated' }, 'english'))).toEqual([
      'Re:Zero',
      'Akira',
      'Steins;Gate',
    ]);
    expect(names(entriesFor(items, { ...view, sort: 'title' }, 'english'))).toEqual([
      'Akira',
      'Re:Zero',
      'Steins;Gate',
    ]);
    expect(names(entriesFor(items, { ...view, sort: 'airDate' }, 'english'))).toEqual([
      'Steins;Gate',
      'Akira',
      'Re:Zero',
    ]);
  });

  it('match the filter text ignoring case and punctuation', () => {
    const found = entriesFor(
      items,
      { status: 'watching', sort: 'title', query: 're zero' },
      'english',
    );
    expect(names(found)).toEqual(['Re:Zero']);
    expect(
      entriesFor(items, { status: 'completed', sort: 'title', query: 'MUSHI' }, 'english'),
    ).toHaveLength(1);
  });
});

describe('the view in the address', () => {
  it('falls back to no chosen list, recently updated and no filter', () => {
    expect(listViewFrom(new URLSearchParams('status=bogus&sort=nope'))).toEqual({
      status: null,
      sort: 'updated',
      query: '',
      tag: '',
    });
    expect(listViewFrom(new URLSearchParams('status=onHold&sort=score&q=gate&tag=cosy'))).toEqual({
      status: 'onHold',
      sort: 'score',
      query: 'gate',
      tag: 'cosy',
    });
    expect(listViewFrom(new URLSearchParams('status=all')).status).toBe('all');
  });

  it('leaves defaults out and keeps other parameters', () => {
    const params = listViewParams(
      { status: null, sort: 'airDate', query: '', tag: '' },
      new URLSearchParams('status=dropped&q=gate&tag=cosy&keep=1'),
    );
    expect(params.toString()).toBe('keep=1&sort=airDate');
    expect(
      listViewParams(
        { status: 'watching', sort: 'updated', query: '', tag: '' },
        params,
      ).toString(),
    ).toBe('keep=1&status=watching');
    expect(
      listViewParams({ status: null, sort: 'finished', query: '', tag: 'rainy day' }, params),
    ).toEqual(new URLSearchParams('keep=1&sort=finished&tag=rainy+day'));
  });
});

describe('the list the screen opens on', () => {
  const counts = { watching: 0, planToWatch: 0, completed: 0, onHold: 0, dropped: 0 };

  it('is the first list that has titles', () => {
    expect(openingTab({ ...counts, completed: 3, dropped: 1 })).toBe('completed');
    expect(openingTab({ ...counts, watching: 1, completed: 3 })).toBe('watching');
  });

  it('is Watching when every list is empty', () => {
    expect(openingTab(counts)).toBe('watching');
  });
});

describe('the All view', () => {
  it('holds the titles of every list', () => {
    expect(
      names(entriesFor(items, { status: 'all', sort: 'title', query: '' }, 'english')),
    ).toEqual(['Akira', 'Mushishi', 'Re:Zero', 'Steins;Gate']);
  });
});

describe('the entries by what the user kept of each season', () => {
  const season = (number: number, fields: Partial<ListEntry>): ListEntry => ({
    ...blankEntry(number, { status: 'watching' }),
    ...fields,
  });
  const kept = [
    trackedTitle({
      id: 11,
      name: 'Mob Psycho 100',
      lastWatchedAt: '2026-11-20T21:00:00.000Z',
      seasons: [
        season(1, { score: 90, startedOn: '2019-01-05', finishedOn: '2019-03-01', tags: ['cosy'] }),
        season(2, { score: 70, finishedOn: '2021-00-00', tags: ['cosy', 'rewatch'] }),
        season(3, { score: 0, startedOn: '2023-02-01' }),
      ],
    }),
    trackedTitle({
      id: 12,
      name: 'Frieren',
      lastWatchedAt: '2026-11-25T21:00:00.000Z',
      seasons: [season(1, { score: 85, startedOn: '2024-01-10', tags: ['fantasy'] })],
    }),
    trackedTitle({ id: 13, name: 'Bocchi the Rock!', lastWatchedAt: null }),
    trackedTitle({
      id: 14,
      name: 'Aria',
      seasons: [season(1, { finishedOn: '2022-05-00', tags: ['cosy'] })],
    }),
  ];
  const sorted = (sort: Parameters<typeof entriesFor>[1]['sort'], tag = '') =>
    names(entriesFor(kept, { status: 'watching', sort, query: '', tag }, 'english'));

  it('sort by the latest scored season’s score, highest first, unscored last', () => {
    // Mob Psycho's season 3 has no score yet: its season 2's 70 counts, not season 1's 90.
    expect(sorted('score')).toEqual(['Frieren', 'Mob Psycho 100', 'Aria', 'Bocchi the Rock!']);
  });

  it('sort by date started (earliest season’s), finished (latest season’s) and last watched, newest first, undated last', () => {
    expect(sorted('started')).toEqual(['Frieren', 'Mob Psycho 100', 'Aria', 'Bocchi the Rock!']);
    expect(sorted('finished')).toEqual(['Aria', 'Mob Psycho 100', 'Bocchi the Rock!', 'Frieren']);
    expect(sorted('lastWatched')).toEqual([
      'Frieren',
      'Mob Psycho 100',
      'Aria',
      'Bocchi the Rock!',
    ]);
  });

  it('filter by a tag on any season, with the status and the filter text', () => {
    expect(sorted('title', 'cosy')).toEqual(['Aria', 'Mob Psycho 100']);
    expect(sorted('title', 'Cosy')).toEqual([]);
    const cosyMob = entriesFor(
      kept,
      {
        status: 'watching',
        sort: 'title',
        query: 'mob',
        tag: 'cosy',
      },
      'english',
    );
    expect(names(cosyMob)).toEqual(['Mob Psycho 100']);
    expect(
      entriesFor(kept, { status: 'completed', sort: 'title', query: '', tag: 'cosy' }, 'english'),
    ).toEqual([]);
  });

  it('offer each tag once, in a reader’s order', () => {
    expect(tagsOf(kept)).toEqual(['cosy', 'fantasy', 'rewatch']);
  });
});

describe('the entries by their names in the title language (decision 446)', () => {
  const named = [
    trackedTitle({
      id: 21,
      name: "Frieren: Beyond the Journey's End",
      names: { english: "Frieren: Beyond the Journey's End", native: '葬送のフリーレン' },
    }),
    trackedTitle({
      id: 22,
      name: 'Attack on Titan',
      names: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: '進撃の巨人' },
    }),
    trackedTitle({ id: 23, name: 'Bocchi the Rock!' }),
  ];
  const byTitle = (language: 'romaji' | 'english' | 'native') =>
    names(entriesFor(named, { status: 'watching', sort: 'title', query: '' }, language));

  it('sort by the name each row leads with', () => {
    expect(byTitle('english')).toEqual([
      'Attack on Titan',
      'Bocchi the Rock!',
      "Frieren: Beyond the Journey's End",
    ]);
    // Romaji: Shingeki no Kyojin; Frieren has none, so its English name leads.
    expect(byTitle('romaji')).toEqual([
      'Bocchi the Rock!',
      "Frieren: Beyond the Journey's End",
      'Attack on Titan',
    ]);
    // Native: the Latin name first, then 葬送のフリーレン before 進撃の巨人.
    expect(byTitle('native')).toEqual([
      'Bocchi the Rock!',
      "Frieren: Beyond the Journey's End",
      'Attack on Titan',
    ]);
  });

  it('match the filter text in any of the names', () => {
    const found = (query: string) =>
      names(entriesFor(named, { status: 'all', sort: 'title', query }, 'english'));
    expect(found('フリーレン')).toEqual(["Frieren: Beyond the Journey's End"]);
    expect(found('shingeki')).toEqual(['Attack on Titan']);
  });
});
