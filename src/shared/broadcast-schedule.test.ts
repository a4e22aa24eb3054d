import { describe, expect, it } from 'vitest';
import {
  japanDate,
  parseRecurrence,
  slotOfEpisode,
  upcomingSlots,
  type BroadcastSchedule,
} from './broadcast-schedule';

const weekly = (anchor: string, endsAt: string | null, longRunner = false): BroadcastSchedule => ({
  anchor,
  periodDays: 7,
  endsAt,
  longRunner,
});

describe('parseRecurrence', () => {
  it('reads a weekly repeating interval', () => {
    expect(parseRecurrence('R/2023-09-29T14:00:00.000Z/P7D')).toEqual({
      anchor: '2023-09-29T14:00:00.000Z',
      periodDays: 7,
    });
  });

  it('refuses months, a zero period and anything else', () => {
    expect(parseRecurrence('R/2025-04-29T16:00:00.000Z/P1M')).toBeNull();
    expect(parseRecurrence('R/2023-11-03T15:00:00.000Z/P0D')).toBeNull();
    expect(parseRecurrence('')).toBeNull();
    expect(parseRecurrence('R/not-a-date/P7D')).toBeNull();
  });
});

describe('japanDate', () => {
  it('dates a late-night slot on the next Japanese day', () => {
    // Sunday 25:30 in Japanese listings is Monday 01:30 JST: Sunday 16:30 UTC.
    expect(japanDate(Date.parse('2026-01-11T16:30:00Z'))).toBe('2026-01-12');
    expect(japanDate(Date.parse('2026-01-11T14:59:59Z'))).toBe('2026-01-11');
  });
});

describe('upcomingSlots', () => {
  const frieren2 = weekly('2026-01-16T14:00:00.000Z', '2026-03-27T14:30:00.000Z');

  it('numbers slots from the first, starting at now', () => {
    const [next] = upcomingSlots(frieren2, Date.parse('2026-01-20T00:00:00Z'));
    expect(next).toEqual({
      episodeNumber: 2,
      airsAt: '2026-01-23T14:00:00.000Z',
      airDate: '2026-01-23',
    });
  });

  it('counts an episode airing at this very moment as upcoming, and not a second later', () => {
    const at = Date.parse('2026-01-23T14:00:00Z');
    expect(upcomingSlots(frieren2, at)[0]?.episodeNumber).toBe(2);
    expect(upcomingSlots(frieren2, at + 1000)[0]?.episodeNumber).toBe(3);
  });

  it('stops at the end date and at the known episode count', () => {
    const all = upcomingSlots(frieren2, Date.parse('2026-01-01T00:00:00Z'), { limit: 50 });
    expect(all.map((slot) => slot.episodeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const counted = upcomingSlots(frieren2, 0, { limit: 50, episodes: 4 });
    expect(counted).toHaveLength(4);
    expect(upcomingSlots(frieren2, Date.parse('2026-04-01T00:00:00Z'))).toEqual([]);
  });

  it('projects a show without an end date 13 weeks past its first slot', () => {
    const open = weekly('2026-04-04T15:00:00.000Z', null);
    const slots = upcomingSlots(open, 0, { limit: 50 });
    expect(slots).toHaveLength(14);
    expect(slots.at(-1)?.airDate).toBe('2026-07-05');
  });

  it('projects a long runner 13 weeks past today, however long ago it began', () => {
    const runner = weekly('2023-04-14T09:55:00.000Z', null, true);
    const now = Date.parse('2026-11-25T00:00:00Z');
    const slots = upcomingSlots(runner, now, { limit: 50 });
    expect(slots).toHaveLength(13);
    expect(Date.parse(slots[0]?.airsAt ?? '')).toBeGreaterThanOrEqual(now);
  });

  it('keeps its slot across daylight-saving changes elsewhere (Japan has none)', () => {
    const slots = upcomingSlots(weekly('2026-03-01T15:00:00.000Z', null), 0, { limit: 3 });
    expect(slots.map((slot) => slot.airsAt.slice(11))).toEqual([
      '15:00:00.000Z',
      '15:00:00.000Z',
      '15:00:00.000Z',
    ]);
  });
});

describe('slotOfEpisode', () => {
  it('dates an episode by its slot, and none past the end', () => {
    const schedule = weekly('2024-01-06T15:00:00.000Z', '2024-03-30T15:30:00.000Z');
    expect(slotOfEpisode(schedule, 13)?.airDate).toBe('2024-03-31');
    expect(slotOfEpisode(schedule, 14)).toBeNull();
    expect(slotOfEpisode(schedule, 0)).toBeNull();
  });
});
