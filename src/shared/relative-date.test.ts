import { describe, expect, it } from 'vitest';
import { episodeDateWhen } from './relative-date';

/** 22 November 2026 in the viewer's local time, late in the evening. */
const now = new Date(2026, 10, 22, 23, 30);

describe('episodeDateWhen', () => {
  it.each([null, undefined, '', 'soon', '2026-02-30'])('is to be announced for %j', (airDate) => {
    expect(episodeDateWhen(airDate, now)).toEqual({ kind: 'tba' });
  });

  it.each([
    ['2026-11-21', { kind: 'aired' }],
    ['2025-12-25', { kind: 'aired' }],
    ['2026-11-22', { kind: 'today' }],
    ['2026-11-23', { kind: 'tomorrow' }],
    ['2026-11-24', { kind: 'days', count: 2 }],
    ['2026-11-28', { kind: 'days', count: 6 }],
    ['2026-11-29', { kind: 'weeks', count: 1 }],
    ['2026-12-05', { kind: 'weeks', count: 1 }],
    ['2026-12-06', { kind: 'weeks', count: 2 }],
    ['2026-12-20', { kind: 'weeks', count: 4 }],
    ['2026-12-21', { kind: 'weeks', count: 4 }],
    ['2026-12-22', { kind: 'months', count: 1 }],
    ['2027-01-20', { kind: 'months', count: 1 }],
    ['2027-01-21', { kind: 'months', count: 2 }],
    ['2027-11-22', { kind: 'months', count: 12 }],
  ])('counts %s as %j, weeks and months rounded down', (airDate, when) => {
    expect(episodeDateWhen(airDate, now)).toEqual(when);
  });

  it('counts calendar days: tomorrow is tomorrow even a minute before midnight', () => {
    expect(episodeDateWhen('2026-11-23', new Date(2026, 10, 22, 23, 59))).toEqual({
      kind: 'tomorrow',
    });
    expect(episodeDateWhen('2026-11-22', new Date(2026, 10, 22, 0, 0))).toEqual({ kind: 'today' });
  });

  it('crosses a year end', () => {
    expect(episodeDateWhen('2027-01-01', new Date(2026, 11, 31, 12))).toEqual({
      kind: 'tomorrow',
    });
  });
});
