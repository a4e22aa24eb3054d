import { describe, expect, it } from 'vitest';
import { zoneCalendar } from './zone-calendar';

describe('zoneCalendar', () => {
  it('dates a moment in the asked zone, not in UTC', () => {
    const lateEvening = Date.UTC(2025, 11, 31, 23, 30);
    expect(zoneCalendar('UTC').dateOf(lateEvening)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(zoneCalendar('Asia/Tokyo').dateOf(lateEvening)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
    expect(zoneCalendar('America/New_York').dateOf(Date.UTC(2025, 6, 1, 2))).toEqual({
      year: 2025,
      month: 6,
      day: 30,
    });
  });

  it('follows daylight saving: the same UTC hour falls on different local days', () => {
    const paris = zoneCalendar('Europe/Paris');
    // 22:30 UTC is 23:30 in winter (UTC+1) but 00:30 the next day in summer (UTC+2).
    expect(paris.dateOf(Date.UTC(2025, 0, 15, 22, 30)).day).toBe(15);
    expect(paris.dateOf(Date.UTC(2025, 6, 15, 22, 30)).day).toBe(16);
  });

  it('dates each hour of a day the zone changes its offset by the offset of that hour', () => {
    const paris = zoneCalendar('Europe/Paris');
    // Summer time starts at 01:00 UTC on 30 March 2025; 22:30 UTC is 23:30 before, 00:30 after.
    expect(paris.dateOf(Date.UTC(2025, 2, 29, 22, 30)).day).toBe(29);
    expect(paris.dateOf(Date.UTC(2025, 2, 30, 0, 30))).toEqual({ year: 2025, month: 3, day: 30 });
    expect(paris.dateOf(Date.UTC(2025, 2, 30, 22, 30)).day).toBe(31);
    // It ends at 01:00 UTC on 26 October: 23:30 UTC is 01:30 before, then 00:30 the next night.
    expect(paris.dayNumberOf(Date.UTC(2025, 9, 25, 23, 30))).toBe(Date.UTC(2025, 9, 26) / 864e5);
    expect(paris.dayNumberOf(Date.UTC(2025, 9, 26, 23, 30))).toBe(Date.UTC(2025, 9, 27) / 864e5);
    expect(paris.dayNumberOf(Date.UTC(2025, 9, 26, 22, 30))).toBe(Date.UTC(2025, 9, 26) / 864e5);
  });

  it('numbers consecutive local days consecutively and names them back', () => {
    const tokyo = zoneCalendar('Asia/Tokyo');
    const first = tokyo.dayNumberOf(Date.UTC(2025, 2, 1, 16));
    const next = tokyo.dayNumberOf(Date.UTC(2025, 2, 2, 15));
    expect(next).toBe(first + 1);
    expect(tokyo.isoDateOfDayNumber(first)).toBe('2025-03-02');
  });
});
