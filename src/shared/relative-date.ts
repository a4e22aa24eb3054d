import { daysBetween, localCalendarDate, parseIsoDate, type CalendarDate } from './calendar-date';

const DAYS_PER_WEEK = 7;
/** The spec counts a month as 30 days. */
const DAYS_PER_MONTH = 30;

/** Spec §9's wording exactly, '(s)' and all, for one unit as for several (decision 190). */
function counted(count: number, unit: 'week' | 'month'): string {
  return `In ${count} ${unit}(s)`;
}

/**
 * The label for an episode's air date (spec §9), comparing calendar days in the viewer's local
 * time. Weeks and months are whole units rounded down, so a label never promises a later date
 * than the real one; they read 'In {n} week(s)' and 'In {n} month(s)' as the spec words them.
 */
export function episodeDateLabel(airDate: string | null | undefined, now: Date): string {
  return episodeDayLabel(airDate, localCalendarDate(now));
}

/** The same label with the viewer's today given, as a date in the zone they read times in. */
export function episodeDayLabel(airDate: string | null | undefined, today: CalendarDate): string {
  const airs = parseIsoDate(airDate);
  if (!airs) return 'Date TBA';
  const days = daysBetween(today, airs);
  if (days < 0) return 'Already aired';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < DAYS_PER_WEEK) return `In ${days} days`;
  if (days < DAYS_PER_MONTH) return counted(Math.floor(days / DAYS_PER_WEEK), 'week');
  return counted(Math.floor(days / DAYS_PER_MONTH), 'month');
}
