import { SOURCE_LANGUAGE } from '../../../../shared/i18n/languages';
import { ENTRY_DATE_PATTERN } from '../../../../shared/list-entry';

/**
 * The language's dates in words. English's read day first ("3 May 2024"), as they always have;
 * each formatter is made once, as making one loads the locale's data.
 */
const formats = new Map<string, Record<'year' | 'month' | 'day', Intl.DateTimeFormat>>();

function formatsFor(language: string) {
  let held = formats.get(language);
  if (!held) {
    const locale = language === SOURCE_LANGUAGE ? 'en-GB' : language;
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    held = {
      year: format({ year: 'numeric' }),
      month: format({ year: 'numeric', month: 'long' }),
      day: format({ year: 'numeric', month: 'long', day: 'numeric' }),
    };
    formats.set(language, held);
  }
  return held;
}

/**
 * An entry's date in words in the language, as much of it as is known: MyAnimeList writes an
 * unknown month or day as 00, so '2021-00-00' reads "2021" and '2024-05-00' "May 2024".
 */
export function entryDateLabel(date: string | null, language: string): string | null {
  const match = date?.match(ENTRY_DATE_PATTERN);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const format = formatsFor(language);
  const at = new Date(Date.UTC(year, Math.max(month, 1) - 1, Math.max(day, 1)));
  // Years before 100 would otherwise be read as 19xx.
  at.setUTCFullYear(year);
  if (month === 0) return format.year.format(at);
  return (day === 0 ? format.month : format.day).format(at);
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
