import { describe, expect, it } from 'vitest';
import type { StatsEntry, WatchMove } from '../lists/entries/watch-moves';
import { computeStats, type StatsInput } from './stats-figures';
import { statsTitle } from './stats-test-titles';

const at = (month: number, day: number, hour = 12) => Date.UTC(2025, month - 1, day, hour);

const FRIEREN = statsTitle({ id: 1, status: 'completed' });
const DUNGEON = statsTitle({
  id: 2,
  name: 'Delicious in Dungeon',
  vote_average: 73,
  genres: [
    { id: 16, name: 'Animation' },
    { id: 35, name: 'Comedy' },
    { id: 18, name: 'Drama' },
  ],
  format: 'ONA',
  season: 'WINTER',
  seasonYear: 2024,
  seriesDetails: { episode_run_time: [25] },
});
const SUZUME = statsTitle({
  id: 3,
  media_type: 'movie',
  name: null,
  title: 'Suzume',
  vote_average: null,
  genres: [],
  release_date: '2022-11-11',
});
const PLANNED = statsTitle({ id: 4, status: 'planToWatch', name: 'Planned' });

function watched(titleKey: string, time: number, episodes: number, pass = 0): WatchMove {
  return [titleKey, time, pass, episodes];
}

/** Frieren 12 scored 8, Dungeon 6 scored 73 and watched once more, Suzume, one planned. */
const ENTRIES: StatsEntry[] = [
  ['tv/1', 12, 80, 0, 0],
  ['tv/2', 6, 73, 1, 0],
  ['movie/3', 1, 0, 0, 0],
  ['tv/4', 0, 0, 0, 0],
];

function stats(events: WatchMove[], overrides: Partial<StatsInput> = {}) {
  return computeStats({
    year: 2025,
    timeZone: 'UTC',
    titles: [FRIEREN, DUNGEON, SUZUME, PLANNED],
    entries: ENTRIES,
    events,
    firstEventAt: events[0]?.[1] ?? null,
    now: at(11, 25),
    ...overrides,
  });
}

describe('computeStats', () => {
  // Frieren went 1 → 4 on the 11th and back to 2 on the 12th: the history kept episode 2.
  const events = [
    watched('tv/1', at(1, 10), 1),
    watched('tv/1', at(1, 11), 1),
    watched('tv/2', at(1, 12), 1),
    watched('tv/2', at(3, 5), 5),
    watched('movie/3', at(3, 6), 1),
    watched('tv/1', at(1, 13, 23), 1),
    watched('tv/1', Date.UTC(2024, 11, 31), 9),
  ];

  it('counts episodes and hours per month from the dated history of the year', () => {
    const answer = stats(events);
    expect(answer.months[0]).toEqual({ month: 1, episodes: 4, minutes: 3 * 24 + 25 });
    expect(answer.months[2]).toEqual({ month: 3, episodes: 5, minutes: 5 * 25 + 100 });
    expect(answer.months[1]).toEqual({ month: 2, episodes: 0, minutes: 0 });
    expect(answer.totals).toEqual({
      episodes: 9,
      films: 1,
      minutes: 3 * 24 + 6 * 25 + 100,
      titles: 3,
    });
    expect(answer.assumedRuntimeTitles).toBe(2);
  });

  it('describes the titles watched: genres without Animation, formats, seasons, scores', () => {
    const answer = stats(events);
    expect(answer.genres).toEqual([
      { name: 'Drama', titles: 2 },
      { name: 'Comedy', titles: 1 },
    ]);
    expect(answer.formats).toEqual(
      expect.arrayContaining([
        { mediaType: 'tv', format: null, titles: 1 },
        { mediaType: 'tv', format: 'ONA', titles: 1 },
        { mediaType: 'movie', format: null, titles: 1 },
      ]),
    );
    expect(answer.seasons).toEqual([
      { season: 'winter', year: 2024, titles: 1 },
      { season: 'summer', year: 2023, titles: 1 },
      { season: 'fall', year: 2022, titles: 1 },
    ]);
    expect(answer.mostWatched.map(({ name, episodes }) => ({ name, episodes }))).toEqual([
      { name: 'Delicious in Dungeon', episodes: 6 },
      { name: 'Frieren: Beyond Journey’s End', episodes: 3 },
      { name: 'Suzume', episodes: 1 },
    ]);
  });

  it('charts the user’s own scores, not the catalogue’s, over the whole list', () => {
    const answer = stats([]);
    expect(answer.scores.find((bucket) => bucket.score === 8)?.titles).toBe(1);
    expect(answer.scores.find((bucket) => bucket.score === 7)?.titles).toBe(1);
    expect(answer.scores.reduce((sum, bucket) => sum + bucket.titles, 0)).toBe(2);
    expect(answer.unscored).toBe(2);
  });

  it('counts all time from the entries: each watched episode once, rewatches apart', () => {
    expect(stats(events).allTime).toEqual({
      episodes: 19,
      rewatchedEpisodes: 6,
      minutes: 12 * 24 + 12 * 25 + 100,
      titles: 3,
      meanScore: 7.7,
    });
    const jujutsu: StatsEntry[] = [
      ['tv/1', 24, 0, 0, 0],
      ['tv/1', 10, 0, 0, 0],
    ];
    expect(stats([], { entries: jujutsu }).allTime).toMatchObject({
      episodes: 34,
      titles: 1,
      meanScore: null,
    });
    const rewatching: StatsEntry[] = [['tv/1', 12, 0, 2, 5]];
    expect(stats([], { entries: rewatching }).allTime.rewatchedEpisodes).toBe(29);
  });

  it('rates completion over the whole list, leaving out Plan to Watch', () => {
    expect(stats(events).completion).toEqual({ completed: 1, started: 3 });
  });

  it('finds the longest streak of days with progress, in the asked time zone', () => {
    expect(stats(events).longestStreak).toEqual({ days: 4, from: '2025-01-10', to: '2025-01-13' });
    // In Tokyo the 23:00 UTC move of 13 January falls on the 14th, a day after the 12th's.
    expect(stats(events, { timeZone: 'Asia/Tokyo' }).longestStreak).toEqual({
      days: 3,
      from: '2025-01-10',
      to: '2025-01-12',
    });
    expect(stats([]).longestStreak).toBeNull();
  });

  it('offers every year from the first event to now, and the asked year', () => {
    expect(stats(events, { firstEventAt: Date.UTC(2023, 5, 1) }).years).toEqual([2025, 2024, 2023]);
    expect(stats([], { year: 2021 }).years).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('answers zeros for a year with nothing watched', () => {
    const answer = stats(events, { year: 2020 });
    expect(answer.totals).toEqual({ episodes: 0, films: 0, minutes: 0, titles: 0 });
    expect(answer.genres).toEqual([]);
    expect(answer.trackedTitles).toBe(4);
  });
});
