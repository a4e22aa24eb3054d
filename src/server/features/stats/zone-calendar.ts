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
 * Dates in one IANA time zone. Intl is slow per call (tens of microseconds), so the zone's
 * offset is asked at the start of each UTC day seen and of the day after: when they agree, the
 * whole day has it (zones change offset at most once a day, on a whole hour); only a day of
 * change is asked hour by hour. A year then costs about 400 calls whatever the number of events.
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
  // Keyed by whole UTC hours and days since 1970, small integers that Maps hash fastest.
  const hourOffsets = new Map<number, number>();
  const dayStartOffsets = new Map<number, number>();
  const dayOffsets = new Map<number, number | null>();

  function offsetAt(instant: number): number {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
    const local = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    return local - instant;
  }

  function cachedOffset(cache: Map<number, number>, unit: number, index: number): number {
    let offset = cache.get(index);
    if (offset === undefined) {
      offset = offsetAt(index * unit);
      cache.set(index, offset);
    }
    return offset;
  }

  /** The offset all day long, or null on a day the zone changes it. */
  function dayOffset(day: number): number | null {
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      const first = cachedOffset(dayStartOffsets, DAY_MS, day);
      offset = first === cachedOffset(dayStartOffsets, DAY_MS, day + 1) ? first : null;
      dayOffsets.set(day, offset);
    }
    return offset;
  }

  function localMs(ms: number): number {
    const offset = dayOffset(Math.floor(ms / DAY_MS));
    return ms + (offset ?? cachedOffset(hourOffsets, HOUR_MS, Math.floor(ms / HOUR_MS)));
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
