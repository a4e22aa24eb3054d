import { formatIsoDate, type CalendarDate } from '../../../shared/calendar-date';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface ZoneCalendar {
  /** The calendar date a moment falls on in the zone. */
  dateOf(ms: number): CalendarDate;
  /** Whole days since 1970-01-01 in the zone: consecutive dates give consecutive numbers. */
  dayNumberOf(ms: number): number;
  isoDateOfDayNumber(day: number): string;
}

/**
 * Dates in one IANA time zone. Intl is slow per call, so the zone's offset is asked once per
 * hour of time seen: zones change their offset only on the hour or half hour, and a whole
 * year holds under 9,000 hours whatever the number of events.
 */
export function zoneCalendar(timeZone: string): ZoneCalendar {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offsets = new Map<number, number>();

  function offsetAt(hourStart: number): number {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(hourStart)) parts[part.type] = Number(part.value);
    const local = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    return local - hourStart;
  }

  function localMs(ms: number): number {
    const hourStart = Math.floor(ms / HOUR_MS) * HOUR_MS;
    let offset = offsets.get(hourStart);
    if (offset === undefined) {
      offset = offsetAt(hourStart);
      offsets.set(hourStart, offset);
    }
    return ms + offset;
  }

  function dateOfLocal(local: number): CalendarDate {
    const date = new Date(local);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }

  return {
    dateOf: (ms) => dateOfLocal(localMs(ms)),
    dayNumberOf: (ms) => Math.floor(localMs(ms) / DAY_MS),
    isoDateOfDayNumber: (day) => formatIsoDate(dateOfLocal(day * DAY_MS)),
  };
}
