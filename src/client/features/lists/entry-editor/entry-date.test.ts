import { describe, expect, it } from 'vitest';
import { dateFromInput, dateInputValue, entryDateLabel, isPartialDate } from './entry-date';

describe('an entry’s dates', () => {
  it('read in words, as much as is known', () => {
    expect(entryDateLabel('2024-05-03', 'en')).toBe('3 May 2024');
    expect(entryDateLabel('2024-12-31', 'en')).toBe('31 December 2024');
    expect(entryDateLabel('2024-05-00', 'en')).toBe('May 2024');
    expect(entryDateLabel('2021-00-00', 'en')).toBe('2021');
    expect(entryDateLabel(null, 'en')).toBeNull();
    expect(entryDateLabel('yesterday', 'en')).toBeNull();
  });

  it('read in the language’s own words and order', () => {
    expect(entryDateLabel('2024-05-03', 'de')).toBe('3. Mai 2024');
    expect(entryDateLabel('2024-05-00', 'fr')).toBe('mai 2024');
    expect(entryDateLabel('2024-05-03', 'ja')).toBe('2024年5月3日');
    expect(entryDateLabel('2024-05-00', 'ja')).toBe('2024年5月');
    expect(entryDateLabel('2021-00-00', 'ja')).toBe('2021年');
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
