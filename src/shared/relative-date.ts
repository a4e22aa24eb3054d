import { daysBetween, localCalendarDate, parseIsoDate, type CalendarDate } from './calendar-date';

const DAYS_PER_WEEK = 7;
/** The spec counts a month as 30 days. */
const DAYS_PER_MONTH = 30;

/**
 * When an episode airs, relative to the viewer's today (spec §9), as a kind and a count: each
 * language words it with its own plurals (the client's `common.when.*` messages), English as
 * the spec does ('In {n} week(s)', decision 190).
 */
export type EpisodeWhen =
  | { kind: 'tba' | 'aired' | 'today' | 'tomorrow' }
  | { kind: 'days' | 'weeks' | 'months'; count: number };

/**
 * When an episode airs, comparing calendar days in the zone `today` is in. Weeks and months are
 * whole units rounded down, so it never promises a later date than the real one.
 */
export function episodeWhen(airDate: string | null | undefined, today: CalendarDate): EpisodeWhen {
  const airs = parseIsoDate(airDate);
  if (!airs) return { kind: 'tba' };
  const days = daysBetween(today, airs);
  if (days < 0) return { kind: 'aired' };
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days < DAYS_PER_WEEK) return { kind: 'days', count: days };
  if (days < DAYS_PER_MONTH) return { kind: 'weeks', count: Math.floor(days / DAYS_PER_WEEK) };
  return { kind: 'months', count: Math.floor(days / DAYS_PER_MONTH) };
}

/** The same, from the viewer's local calendar at `now`. */
export function episodeDateWhen(airDate: string | null | undefined, now: Date): EpisodeWhen {
  return episodeWhen(airDate, localCalendarDate(now));
}
