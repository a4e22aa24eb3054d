import { describe, expect, it } from 'vitest';
import { dateFromInput, dateInputValue, entryDateLabel, isPartialDate } from './entry-date';

describe('an entry’s dates', () => {
  it('read in words, as much as is known', () => {
    expect(entryDateLabel('2024-05-03')).toBe('3 May 2024');
    expect(entryDateLabel('2024-12-31')).toBe('31 December 2024');
    expect(entryDateLabel('2024-05-00')).toBe('May 2024');
    expect(entryDateLabel('2021-00-00')).toBe('2021');
    expect(entryDateLabel(null)).toBeNull();
    expect(entryDateLabel('yesterday')).toBeNull();
  });

  it('keep a partial date out of the date input, which cannot hold it, and a full one in it', () => {
    expect(isPartialDate('2021-00-00')).toBe(true);
    expect(isPartialDate('2024-05-00')).toBe(true);
    expect(isPartialDate('2024-05-10')).toBe(false);
    expect(isPartialDate(null)).toBe(false);
    expect(dateInputValue('2024-05-00')).toBe('');
    expect(dateInputValue('2024-05-10')).toBe('2024-05-10');
    expect(dateInputValue(null)).toBe('');
  });

  it('take an emptied input as no date', () => {
    expect(dateFromInput('')).toBeNull();
    expect(dateFromInput('2024-05-10')).toBe('2024-05-10');
  });
});
