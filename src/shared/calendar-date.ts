/**
 * Calendar dates as TMDB writes them ('YYYY-MM-DD'), read in the viewer's local calendar so that
 * "today" means the viewer's today rather than UTC's.
 */

export interface CalendarDate {
  year: number;
  /** 1-based. */
  month: number;
  day: number;
}

const MILLISECONDS_PER_DAY = 86_400_000;

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Reads 'YYYY-MM-DD'; null for anything else, including impossible dates such as 2025-02-30. */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  const match = text?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function localCalendarDate(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

/** Counted on UTC midnights so that daylight-saving changes never make a day 23 or 25 hours. */
function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / MILLISECONDS_PER_DAY;
}

/** Whole calendar days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}
