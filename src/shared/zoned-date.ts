import { formatIsoDate, type CalendarDate } from './calendar-date';

/** One formatter per zone: making one loads the zone's data, which costs far more than a call. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 32;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in an IANA time zone. */
export function dateInZone(instant: Date | number, timeZone: string): CalendarDate {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
}

export function isoDateInZone(instant: Date | number, timeZone: string): string {
  return formatIsoDate(dateInZone(instant, timeZone));
}

/** The zone this device runs in; UTC where it names none. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
