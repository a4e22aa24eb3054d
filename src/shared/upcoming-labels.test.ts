import { describe, expect, it } from 'vitest';
import { dayHeading, episodeDay, episodeTime, episodeWhenIn } from './upcoming-labels';
import { isoDateInZone } from './zoned-date';

const late = {
  episode_number: 5,
  air_date: '2026-12-03',
  name: 'Episode 5',
  airs_at: '2026-12-02T23:30:00.000Z',
};
const dated = { episode_number: 2, air_date: '2026-12-03', name: 'Episode 2' };
const spaces = (text: string | null) => text?.replace(/\s/g, ' ');

describe('an episode in the viewer’s zone', () => {
  it('airs on the day its instant falls on there, whatever its Japanese date', () => {
    expect(episodeDay(late, 'America/Los_Angeles')).toBe('2026-12-02');
    expect(episodeDay(late, 'Asia/Tokyo')).toBe('2026-12-03');
    expect(episodeDay(dated, 'America/Los_Angeles')).toBe('2026-12-03');
  });

  it('is counted from today in the same zone', () => {
    // 20:00 UTC on 1 December: still the 1st in Los Angeles, already the 2nd in Tokyo.
    const now = new Date('2026-12-01T20:00:00Z');
    expect(episodeWhenIn(late, now, 'America/Los_Angeles')).toEqual({ kind: 'tomorrow' });
    expect(episodeWhenIn(late, now, 'Asia/Tokyo')).toEqual({ kind: 'tomorrow' });
    expect(episodeWhenIn(late, new Date('2026-12-02T08:00:00Z'), 'America/Los_Angeles')).toEqual({
      kind: 'today',
    });
    expect(episodeWhenIn(dated, new Date('2026-11-20T12:00:00Z'), 'UTC')).toEqual({
      kind: 'weeks',
      count: 1,
    });
  });

  it('shows its time of day there where the instant is known, and none where it is not', () => {
    expect(spaces(episodeTime(late, 'America/Los_Angeles', 'en'))).toBe('3:30 PM');
    expect(spaces(episodeTime(late, 'Asia/Tokyo', 'en'))).toBe('8:30 AM');
    expect(episodeTime(late, 'America/Los_Angeles', 'de')).toBe('15:30');
    expect(episodeTime(dated, 'Asia/Tokyo', 'en')).toBeNull();
  });
});

describe('dayHeading', () => {
  it('names the weekday and the date, and leaves what is not a date as it is', () => {
    expect(dayHeading('2026-12-02', 'en')).toBe('Wednesday, December 2');
    expect(dayHeading('2026-12-02', 'ja')).toBe('12月2日水曜日');
    expect(dayHeading('2026-12-02', 'de')).toBe('Mittwoch, 2. Dezember');
    expect(dayHeading('TBA', 'en')).toBe('TBA');
  });
});

describe('isoDateInZone', () => {
  it('is the calendar date there, across the date line', () => {
    const instant = Date.parse('2026-12-31T23:30:00Z');
    expect(isoDateInZone(instant, 'Pacific/Kiritimati')).toBe('2027-01-01');
    expect(isoDateInZone(instant, 'Pacific/Pago_Pago')).toBe('2026-12-31');
  });
});
