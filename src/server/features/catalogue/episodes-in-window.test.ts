import { describe, expect, it } from 'vitest';
import { episodesInWindow, MAX_SLOTS_PER_TITLE, MAX_WINDOW_EPISODES } from './episodes-in-window';
import type { ScheduledTitle } from './scheduled-titles';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-29T00:00:00Z');

function weekly(showId: number, anchor: string, extra: Partial<ScheduledTitle> = {}) {
  return {
    showId,
    schedule: { anchor, periodDays: 7, endsAt: null, longRunner: true },
    beginsAt: anchor,
    episodes: null,
    adult: false,
    genreIds: [16],
    popularity: 0,
    ...extra,
  } satisfies ScheduledTitle;
}

const window = (days: number) => ({
  start: START,
  end: START + days * DAY_MS,
  allowAdult: false,
  genreIds: null,
});

describe('episodesInWindow', () => {
  it('lists every slot in the window in air-time order, same-minute series by popularity', () => {
    const titles = [
      weekly(1, '2026-11-01T12:00:00.000Z', { popularity: 5 }),
      weekly(2, '2026-11-01T12:00:00.000Z', { popularity: 9 }),
      weekly(3, '2026-11-02T01:00:00.000Z'),
    ];
    const listed = episodesInWindow(titles, window(14));
    expect(listed.map(({ showId, airsAt }) => [showId, airsAt])).toEqual([
      [2, '2026-11-29T12:00:00.000Z'],
      [1, '2026-11-29T12:00:00.000Z'],
      [3, '2026-11-30T01:00:00.000Z'],
      [2, '2026-12-06T12:00:00.000Z'],
      [1, '2026-12-06T12:00:00.000Z'],
      [3, '2026-12-07T01:00:00.000Z'],
    ]);
    expect(listed[0]).toMatchObject({ episodeNumber: 5, airDate: '2026-11-29' });
  });

  it('stops at the episode count and lists a premiere without a schedule once', () => {
    const counted = weekly(1, '2026-11-15T12:00:00.000Z', { episodes: 4 });
    const premiere = { ...weekly(2, '2026-12-03T15:30:00.000Z'), schedule: null };
    const listed = episodesInWindow([counted, premiere], window(90));
    expect(listed.map(({ showId, episodeNumber }) => [showId, episodeNumber])).toEqual([
      [1, 3],
      [2, 1],
      [1, 4],
    ]);
    expect(listed[1]).toMatchObject({ airsAt: '2026-12-03T15:30:00.000Z', airDate: '2026-12-04' });
  });

  it('leaves adult series out unless allowed, and keeps the wanted genres only', () => {
    const titles = [
      weekly(1, '2026-11-01T12:00:00.000Z', { adult: true }),
      weekly(2, '2026-11-01T13:00:00.000Z', { genreIds: [16, 35] }),
    ];
    expect(episodesInWindow(titles, window(7)).map(({ showId }) => showId)).toEqual([2]);
    const allowed = episodesInWindow(titles, { ...window(7), allowAdult: true });
    expect(allowed.map(({ showId }) => showId)).toEqual([1, 2]);
    const comedy = episodesInWindow(titles, { ...window(7), allowAdult: true, genreIds: [35] });
    expect(comedy.map(({ showId }) => showId)).toEqual([2]);
  });

  it('holds at most 5,000 entries, the soonest, and 400 of any series, whatever the window', () => {
    const daily = Array.from({ length: 13 }, (_, index) => ({
      ...weekly(index + 1, '2026-11-01T12:00:00.000Z'),
      schedule: {
        anchor: '2026-11-01T12:00:00.000Z',
        periodDays: 1,
        endsAt: '2036-11-01',
        longRunner: false,
      },
    }));
    const listed = episodesInWindow(daily, window(3650));
    expect(listed).toHaveLength(MAX_WINDOW_EPISODES);
    // Thirteen a day: the 5,000th airs 384 days after the first.
    expect(listed.at(-1)!.airsAt).toBe('2027-12-18T12:00:00.000Z');
    const alone = episodesInWindow(daily.slice(0, 1), window(3650));
    expect(alone).toHaveLength(MAX_SLOTS_PER_TITLE);
  });
});
