import { describe, expect, it } from 'vitest';
import { upcomingSlots, parseRecurrence } from '../../../shared/broadcast-schedule';
import {
  afterQuietHours,
  dateOnlyAirTime,
  describeInstant,
  instantOfLocal,
  localTimeOf,
  nextDigestAt,
} from './alert-times';

const iso = (instant: number) => new Date(instant).toISOString();

describe('a late-night broadcast', () => {
  // Sunday 25:30 in Japanese listings is Monday 01:30 JST, which bangumi-data writes in UTC.
  const recurrence = parseRecurrence('R/2026-11-29T16:30:00.000Z/P7D');

  it('airs on Monday 01:30 in Japan, which is Sunday afternoon in UTC', () => {
    const [slot] = upcomingSlots(
      { anchor: recurrence!.anchor, periodDays: 7, endsAt: null, longRunner: false },
      Date.parse('2026-11-29T00:00:00Z'),
    );
    expect(slot?.airsAt).toBe('2026-11-29T16:30:00.000Z');
    expect(slot?.airDate).toBe('2026-11-30');
    expect(localTimeOf(Date.parse(slot!.airsAt), 'Asia/Tokyo')).toEqual({
      date: '2026-11-30',
      minutes: 90,
    });
  });

  it('is Sunday 08:30 for a user in UTC−8 and Monday 05:30 for one in UTC+13, in their language', () => {
    const airsAt = Date.parse('2026-11-29T16:30:00Z');
    expect(describeInstant(airsAt, 'America/Los_Angeles', 'en')).toBe('Sun 29 Nov, 08:30');
    expect(describeInstant(airsAt, 'Pacific/Auckland', 'en')).toBe('Mon 30 Nov, 05:30');
    expect(describeInstant(airsAt, 'Asia/Tokyo', 'en')).toBe('Mon 30 Nov, 01:30');
    expect(describeInstant(airsAt, 'Asia/Tokyo', 'ja')).toBe('11月30日(月) 01:30');
    expect(describeInstant(airsAt, 'Europe/Berlin', 'de')).toBe('So., 29. Nov., 17:30');
    expect(describeInstant(airsAt, 'Europe/Paris', 'fr')).toBe('dim. 29 nov., 17:30');
  });

  it('waits for the end of quiet hours in the user’s own zone', () => {
    const airsAt = Date.parse('2026-11-29T16:30:00Z');
    const quiet = { start: '22:00', end: '07:00' };
    // 05:30 in Auckland (UTC+13 in summer) is quiet: sent at 07:00 there.
    expect(iso(afterQuietHours(airsAt, quiet, 'Pacific/Auckland'))).toBe(
      '2026-11-29T18:00:00.000Z',
    );
    // 08:30 in Los Angeles is not.
    expect(afterQuietHours(airsAt, quiet, 'America/Los_Angeles')).toBe(airsAt);
  });
});

describe('quiet hours', () => {
  const zone = 'UTC';
  it('span midnight, within one day, or nothing when start equals end', () => {
    const at = (text: string) => Date.parse(text);
    const overnight = { start: '23:00', end: '06:30' };
    expect(iso(afterQuietHours(at('2026-01-01T23:30:00Z'), overnight, zone))).toBe(
      '2026-01-02T06:30:00.000Z',
    );
    expect(iso(afterQuietHours(at('2026-01-02T02:00:00Z'), overnight, zone))).toBe(
      '2026-01-02T06:30:00.000Z',
    );
    expect(afterQuietHours(at('2026-01-02T06:30:00Z'), overnight, zone)).toBe(
      at('2026-01-02T06:30:00Z'),
    );
    const daytime = { start: '09:00', end: '17:00' };
    expect(iso(afterQuietHours(at('2026-01-02T12:00:00Z'), daytime, zone))).toBe(
      '2026-01-02T17:00:00.000Z',
    );
    expect(afterQuietHours(at('2026-01-02T08:59:00Z'), daytime, zone)).toBe(
      at('2026-01-02T08:59:00Z'),
    );
    const none = { start: '08:00', end: '08:00' };
    expect(afterQuietHours(at('2026-01-02T08:00:00Z'), none, zone)).toBe(
      at('2026-01-02T08:00:00Z'),
    );
  });
});

describe('the daily digest across a daylight-saving change', () => {
  it('stays at 08:00 local in New York when the clocks go back (UTC−4 to UTC−5)', () => {
    // 2026-11-01 02:00 EDT becomes 01:00 EST.
    const before = nextDigestAt(Date.parse('2026-10-31T13:00:00Z'), 8, 'America/New_York');
    expect(iso(before)).toBe('2026-11-01T13:00:00.000Z');
    const after = nextDigestAt(before + 1, 8, 'America/New_York');
    expect(iso(after)).toBe('2026-11-02T13:00:00.000Z');
    expect(iso(nextDigestAt(Date.parse('2026-10-30T11:00:00Z'), 8, 'America/New_York'))).toBe(
      '2026-10-30T12:00:00.000Z',
    );
  });

  it('stays at 08:00 local in Auckland when the clocks go forward (UTC+12 to UTC+13)', () => {
    // 2026-09-27 02:00 NZST becomes 03:00 NZDT.
    const before = nextDigestAt(Date.parse('2026-09-25T12:00:00Z'), 8, 'Pacific/Auckland');
    expect(iso(before)).toBe('2026-09-25T20:00:00.000Z');
    expect(iso(nextDigestAt(before + 1, 8, 'Pacific/Auckland'))).toBe('2026-09-26T19:00:00.000Z');
  });

  it('puts a digest hour the clocks skip at the hour after', () => {
    // 02:00 does not exist in New York on 2026-03-08.
    expect(iso(instantOfLocal('2026-03-08', 2 * 60, 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01: the first showing (EDT).
    expect(iso(instantOfLocal('2026-11-01', 90, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('a TMDB date without a time', () => {
  it('airs at 18:00 in the show’s country, the same date there, never a day early or late', () => {
    const japanese = dateOnlyAirTime('2026-12-06', ['JP']);
    expect(iso(japanese)).toBe('2026-12-06T09:00:00.000Z');
    expect(localTimeOf(japanese, 'Asia/Tokyo').date).toBe('2026-12-06');
    expect(iso(dateOnlyAirTime('2026-07-04', ['US']))).toBe('2026-07-04T22:00:00.000Z');
    expect(iso(dateOnlyAirTime('2026-07-04', undefined))).toBe('2026-07-04T09:00:00.000Z');
  });
});
