import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnilistExport } from './anilist-json';

const FIXTURE = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, 'fixtures/anilist-media-list-collection.json'),
    'utf8',
  ),
) as { data: { MediaListCollection: { lists: { entries: unknown[] }[] } } };

const media = { id: 1, idMal: 1, title: { romaji: 'Cowboy Bebop' } };

describe('an AniList list', () => {
  it('keeps the score in the list’s format, fuzzy dates, rewatches, notes and a rewatch under way', () => {
    const collection = (scoreFormat: string, entries: unknown[]) => ({
      MediaListCollection: { user: { mediaListOptions: { scoreFormat } }, lists: [{ entries }] },
    });
    const [rewatching] = parseAnilistExport(
      collection('POINT_5', [
        {
          status: 'REPEATING',
          progress: 3,
          score: 4,
          repeat: 2,
          notes: ' Better the second time. ',
          startedAt: { year: 2021, month: null, day: null },
          completedAt: { year: 2024, month: 5, day: null },
          media,
        },
      ]),
    ).entries;
    expect(rewatching?.patch.status).toBe('watching');
    expect(rewatching?.record).toEqual({
      score: 80,
      startedOn: '2021-00-00',
      finishedOn: '2024-05-00',
      watchedEpisodes: 3,
      timesWatched: 2,
      rewatching: true,
      notes: ' Better the second time. ',
      tags: '',
    });
    const scoreOf = (document: unknown) => parseAnilistExport(document).entries[0]?.record?.score;
    expect(scoreOf(collection('POINT_3', [{ status: 'COMPLETED', score: 3, media }]))).toBe(100);
    // Without the format, the scores themselves tell the scale.
    expect(scoreOf([{ status: 'COMPLETED', score: 85, media }])).toBe(85);
    expect(scoreOf([{ status: 'COMPLETED', score: 8.5, media }])).toBe(85);
    expect(scoreOf([{ status: 'COMPLETED', score: 0, media }])).toBeNull();
    expect(scoreOf([{ status: 'COMPLETED', score: 'eight', media }])).toBeNull();
  });

  it('gives each title once, with status, progress, extras and what to look it up by', () => {
    const { entries, skipped } = parseAnilistExport(FIXTURE);
    expect(skipped).toEqual([]);
    expect(
      entries.map((entry) => [entry.title, entry.patch.status, entry.patch.current_episode]),
    ).toEqual([
      ['Steins;Gate', 'watching', 9],
      ['Frieren: Beyond Journey’s End', 'watching', 3],
      ['A Silent Voice', 'completed', 1],
      ['One-Punch Man', 'onHold', 4],
      ['The Apothecary Diaries', 'planToWatch', 0],
    ]);
    expect(entries[2]).toMatchObject({
      lookup: { kind: 'catalogue', malId: 28851, anilistId: 20954, mediaType: 'movie', year: 2016 },
      patch: {
        format: 'MOVIE',
        season: 'FALL',
        seasonYear: 2016,
        isAdult: false,
        countryOfOrigin: 'JP',
      },
    });
    expect(entries[3]?.lookup).toMatchObject({
      malId: null,
      anilistId: 21087,
      titles: ['One-Punch Man', 'One Punch Man', 'ワンパンマン'],
    });
  });

  it('takes the MediaListCollection alone or a plain array of entries', () => {
    const collection = FIXTURE.data;
    const entries = FIXTURE.data.MediaListCollection.lists.flatMap((list) => list.entries);
    expect(parseAnilistExport(collection).entries).toHaveLength(5);
    expect(parseAnilistExport(entries).entries).toHaveLength(5);
  });

  it('maps REPEATING to watching and skips unknown statuses and unreadable entries', () => {
    const { entries, skipped } = parseAnilistExport([
      {
        status: 'REPEATING',
        progress: 2,
        media: { id: 1, idMal: 1, title: { romaji: 'Cowboy Bebop' } },
      },
      { status: 'HIDDEN', media: { id: 2, title: { romaji: 'Trigun' } } },
      { progress: 'lots' },
    ]);
    expect(entries[0]?.patch.status).toBe('watching');
    expect(skipped).toEqual([
      { title: 'Trigun', reason: 'Unknown status "HIDDEN".' },
      { title: 'An unreadable entry', reason: 'Not an AniList list entry.' },
    ]);
  });

  it('drops extras that break the field rules instead of storing them', () => {
    const { entries } = parseAnilistExport([
      {
        status: 'CURRENT',
        media: { id: 3, idMal: 3, title: { romaji: 'X' }, countryOfOrigin: 'Japan', seasonYear: 1 },
      },
    ]);
    expect(entries[0]?.patch).not.toHaveProperty('countryOfOrigin');
    expect(entries[0]?.patch).not.toHaveProperty('seasonYear');
  });

  it('refuses a document of another shape', () => {
    expect(() => parseAnilistExport({ data: { Page: {} } })).toThrow(/not an AniList list/);
  });
});
