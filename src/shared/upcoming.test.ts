import { describe, expect, it } from 'vitest';
import { localCalendarDate } from './calendar-date';
import type { UpcomingShow } from './upcoming';
import {
  MAX_UPCOMING_EXAMINED,
  MAX_CATALOGUE_PAGE,
  airsOnOrAfter,
  earliestTodayAnywhere,
  hasMorePages,
  lastServedPage,
  showEpisodesInRange,
  soonestFirst,
  upcomingCandidates,
  upcomingDateRange,
} from './upcoming';

describe('upcoming constants', () => {
  it('match the spec', () => {
    expect(MAX_UPCOMING_EXAMINED).toBe(50);
  });
});

describe('upcomingDateRange', () => {
  it('spans today to today plus N in the local calendar', () => {
    expect(upcomingDateRange(localCalendarDate(new Date(2026, 10, 22, 23, 59)), 90)).toEqual({
      from: '2026-11-22',
      to: '2027-02-20',
    });
  });

  it('spans a single day forward for N = 1', () => {
    expect(upcomingDateRange(localCalendarDate(new Date(2026, 11, 31, 0, 1)), 1)).toEqual({
      from: '2026-12-31',
      to: '2027-01-01',
    });
  });

  it('falls back to 90 days for an invalid N', () => {
    expect(upcomingDateRange(localCalendarDate(new Date(2026, 10, 22)), 0).to).toBe('2027-02-20');
  });
});

describe('upcomingCandidates', () => {
  it('examines at most 50 results, the first ones', () => {
    const results = Array.from({ length: 60 }, (_, index) => index);
    expect(upcomingCandidates(results)).toEqual(results.slice(0, 50));
    expect(upcomingCandidates(results.slice(0, 49))).toHaveLength(49);
  });
});

function show(id: number, next: UpcomingShow['next_episode_to_air']): UpcomingShow {
  return { id, name: `Show ${id}`, first_air_date: '2026-10-01', next_episode_to_air: next };
}

const TODAY = '2026-11-22';
const RANGE = { from: TODAY, to: '2027-02-20' };

/** The spec's page of entries, one show at a time as the route builds it. */
function buildUpcomingEntries(shows: readonly UpcomingShow[], from: string) {
  return shows
    .flatMap((each) => showEpisodesInRange(each, null, { ...RANGE, from }))
    .sort(soonestFirst);
}

describe('airsOnOrAfter', () => {
  it('is true from today on and false before it', () => {
    expect(airsOnOrAfter('2026-11-22', TODAY)).toBe(true);
    expect(airsOnOrAfter('2027-01-01', TODAY)).toBe(true);
    expect(airsOnOrAfter('2026-11-21', TODAY)).toBe(false);
    expect(airsOnOrAfter('2019-05-26', TODAY)).toBe(false);
  });

  it('is false for what is not a date', () => {
    for (const date of [null, undefined, '', 'TBA', '2026-13-01', '9999-99-99']) {
      expect(airsOnOrAfter(date, TODAY)).toBe(false);
    }
  });
});

describe('earliestTodayAnywhere', () => {
  it('is the date in UTC−12, so no time zone loses its today', () => {
    expect(earliestTodayAnywhere(Date.parse('2026-11-22T11:59:00Z'))).toBe('2026-11-21');
    expect(earliestTodayAnywhere(Date.parse('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
  });
});

describe('buildUpcomingEntries', () => {
  it('sorts by next air date ascending and normalises the show', () => {
    const entries = buildUpcomingEntries(
      [
        show(1, { episode_number: 8, air_date: '2026-12-01', name: 'The Return' }),
        show(2, { episode_number: 3, air_date: '2026-11-24', name: 'Rain' }),
        show(3, { episode_number: 12, air_date: '2027-01-05', name: 'Finale' }),
      ],
      TODAY,
    );
    expect(entries.map((entry) => entry.anime.id)).toEqual([2, 1, 3]);
    expect(entries[0]).toEqual({
      anime: {
        id: 2,
        name: 'Show 2',
        title: 'Show 2',
        first_air_date: '2026-10-01',
        release_date: '2026-10-01',
        media_type: 'tv',
        next_episode_to_air: { episode_number: 3, air_date: '2026-11-24', name: 'Rain' },
      },
      episode: { episode_number: 3, air_date: '2026-11-24', name: 'Rain' },
      hasUpcomingEpisode: true,
    });
  });

  it('keeps upstream order for episodes on the same day', () => {
    const entries = buildUpcomingEntries(
      [
        show(5, { episode_number: 1, air_date: '2026-11-30' }),
        show(4, { episode_number: 1, air_date: '2026-11-30' }),
      ],
      TODAY,
    );
    expect(entries.map((entry) => entry.anime.id)).toEqual([5, 4]);
  });

  it('names an unnamed episode by its number', () => {
    const [missing, blank] = buildUpcomingEntries(
      [
        show(1, { episode_number: 7, air_date: '2026-11-23' }),
        show(2, { episode_number: 9, air_date: '2026-11-24', name: '  ' }),
      ],
      TODAY,
    );
    expect(missing?.episode.name).toBe('Episode 7');
    expect(blank?.episode.name).toBe('Episode 9');
  });

  it('drops episodes dated before today, as TMDB’s air_date.gte still returns them', () => {
    const entries = buildUpcomingEntries(
      [
        show(37854, { episode_number: 886, air_date: '2019-05-26', name: 'Episode 886' }),
        show(2, { episode_number: 5, air_date: '2026-11-21' }),
        show(3, { episode_number: 6, air_date: TODAY }),
      ],
      TODAY,
    );
    expect(entries.map((entry) => entry.anime.id)).toEqual([3]);
  });

  it('drops shows without a next air date', () => {
    const entries = buildUpcomingEntries(
      [
        show(1, null),
        { id: 2, name: 'No field' },
        show(3, { episode_number: 2, air_date: null }),
        show(4, { episode_number: 2, air_date: '' }),
        show(5, { episode_number: 2, air_date: 'TBA' }),
        show(6, { episode_number: 2, air_date: '2026-11-25' }),
      ],
      TODAY,
    );
    expect(entries.map((entry) => entry.anime.id)).toEqual([6]);
  });
});

describe('paging past TMDB’s cap', () => {
  it('stops at page 500 whatever total_pages says', () => {
    expect(MAX_CATALOGUE_PAGE).toBe(500);
    expect(lastServedPage(7414)).toBe(500);
    expect(lastServedPage(3)).toBe(3);
    expect(hasMorePages(499, 7414)).toBe(true);
    expect(hasMorePages(500, 7414)).toBe(false);
  });
});

describe('hasMorePages', () => {
  it('is true only while the page is below the total', () => {
    expect(hasMorePages(1, 3)).toBe(true);
    expect(hasMorePages(2, 3)).toBe(true);
    expect(hasMorePages(3, 3)).toBe(false);
    expect(hasMorePages(4, 3)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});

describe('showEpisodesInRange', () => {
  const next = { episode_number: 3, air_date: '2026-11-24', name: 'Rain' };
  const season = [
    ['2026-11-10', 1],
    ['2026-11-17', 2],
    ['2026-11-24', 3],
    ['2026-12-01', 4],
    ['2026-12-08', 5],
  ].map(([air_date, episode_number]) => ({
    air_date: String(air_date),
    episode_number: Number(episode_number),
  }));

  it('lists the next episode and every later one of its season dated in the range', () => {
    const entries = showEpisodesInRange(show(1, next), season, {
      from: TODAY,
      to: '2026-12-01',
    });
    expect(entries.map(({ episode }) => [episode.episode_number, episode.air_date])).toEqual([
      [3, '2026-11-24'],
      [4, '2026-12-01'],
    ]);
    expect(entries[1]?.episode.name).toBe('Episode 4');
  });

  it('lists nothing for a show whose next episode is missing or before the range', () => {
    expect(showEpisodesInRange(show(1, null), season, RANGE)).toEqual([]);
    const stale = { episode_number: 1, air_date: '2019-05-26' };
    expect(showEpisodesInRange(show(1, stale), season, RANGE)).toEqual([]);
  });

  it('keeps an instant where the catalogue gives one, and orders by it within a day', () => {
    const late = showEpisodesInRange(
      show(1, { ...next, airs_at: '2026-11-24T15:00:00.000Z' }),
      null,
      RANGE,
    );
    const early = showEpisodesInRange(
      show(2, { ...next, airs_at: '2026-11-24T01:30:00.000Z' }),
      null,
      RANGE,
    );
    expect(late[0]?.episode.airs_at).toBe('2026-11-24T15:00:00.000Z');
    expect([...late, ...early].sort(soonestFirst).map(({ anime }) => anime.id)).toEqual([2, 1]);
  });
});
