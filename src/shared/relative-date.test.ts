import { describe, expect, it } from 'vitest';
import { episodeDateLabel, episodeDateWhen } from './relative-date';

/** 22 November 2026 in the viewer's local time, late in the evening. */
const now = new Date(2026, 10, 22, 23, 30);

describe('episodeDateLabel', () => {
  it.each([null, undefined, '', 'soon', '2026-02-30'])('answers Date TBA for %j', (airDate) => {
    expect(episodeDateLabel(airDate, now)).toBe('Date TBA');
  });

  it.each([
    ['2026-11-21', 'Already aired'],
    ['2025-12-25', 'Already aired'],
    ['2026-11-22', 'Today'],
    ['2026-11-23', 'Tomorrow'],
    ['2026-11-24', 'In 2 days'],
    ['2026-11-28', 'In 6 days'],
    ['2026-11-29', 'In 1 week(s)'],
    ['2026-12-05', 'In 1 week(s)'],
    ['2026-12-06', 'In 2 week(s)'],
    ['2026-12-20', 'In 4 week(s)'],
    ['2026-12-21', 'In 4 week(s)'],
    ['2026-12-22', 'In 1 month(s)'],
    ['2027-01-20', 'In 1 month(s)'],
    ['2027-01-21', 'In 2 month(s)'],
    ['2027-11-22', 'In 12 month(s)'],
  ])('labels %s as %s', (airDate, label) => {
    expect(episodeDateLabel(airDate, now)).toBe(label);
  });

  it('counts calendar days: tomorrow is Tomorrow even a minute before midnight', () => {
    expect(episodeDateLabel('2026-11-23', new Date(2026, 10, 22, 23, 59))).toBe('Tomorrow');
    expect(episodeDateLabel('2026-11-22', new Date(2026, 10, 22, 0, 0))).toBe('Today');
  });

  it('crosses a year end', () => {
    expect(episodeDateLabel('2027-01-01', new Date(2026, 11, 31, 12))).toBe('Tomorrow');
  });
});

describe('episodeDateWhen', () => {
  it('gives the unit and the whole count each language words', () => {
    expect(episodeDateWhen('2026-11-24', now)).toEqual({ kind: 'days', count: 2 });
    expect(episodeDateWhen('2026-12-06', now)).toEqual({ kind: 'weeks', count: 2 });
    expect(episodeDateWhen('2027-01-21', now)).toEqual({ kind: 'months', count: 2 });
    expect(episodeDateWhen(null, now)).toEqual({ kind: 'tba' });
  });
});
