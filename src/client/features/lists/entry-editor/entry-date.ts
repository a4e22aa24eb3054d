import { ENTRY_DATE_PATTERN } from '../../../../shared/list-entry';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * An entry's date in words, as much of it as is known: MyAnimeList writes an unknown month or
 * day as 00, so '2021-00-00' reads "2021" and '2024-05-00' "May 2024".
 */
export function entryDateLabel(date: string | null): string | null {
  const match = date?.match(ENTRY_DATE_PATTERN);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const monthName = MONTHS[month - 1];
  if (!monthName) return String(year);
  return day === 0 ? `${monthName} ${year}` : `${day} ${monthName} ${year}`;
}

/** Whether the date lacks its month or day, which a date input cannot show. */
export function isPartialDate(date: string | null): boolean {
  return date !== null && ENTRY_DATE_PATTERN.test(date) && date.endsWith('-00');
}

/** What a date input shows for a kept date: nothing for a partial one, which stays kept aside. */
export function dateInputValue(date: string | null): string {
  return date === null || isPartialDate(date) ? '' : date;
}

/** A date input's value as the entry keeps it: emptied means no date. */
export function dateFromInput(value: string): string | null {
  return value === '' ? null : value;
}
