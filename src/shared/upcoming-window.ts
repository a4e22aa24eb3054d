import { isoDateInZone } from './zoned-date';

// The window of Coming soon and home's first rail, as the page asks for it: small on purpose, as
// the page's entry builds home's first request with it before the app's code arrives.

export const DEFAULT_UPCOMING_DAYS = 90;
/** Ten years: beyond it a window means nothing, and far larger values overflow the date range. */
export const MAX_UPCOMING_DAYS = 3650;

/** A finite number above 0, in whole days (a part day counts as a day); otherwise 90. */
export function upcomingWindowDays(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return DEFAULT_UPCOMING_DAYS;
  }
  return Math.min(Math.ceil(value), MAX_UPCOMING_DAYS);
}

/**
 * One page of Coming soon, every episode in the window, looked up by the server: one call where
 * the page would otherwise make a discover call and one per show (up to twenty).
 */
export const UPCOMING_PATH = '/api/catalogue/upcoming';

export interface UpcomingWindow {
  now: Date;
  days: number;
  allowAdult: boolean;
  /** The filter bar's genre; empty for any. */
  genreId: string;
  /** The zone the viewer reads days and times in: their profile's, else the browser's. */
  timeZone: string;
}

/** The query string of one page of the viewer's window. */
export function upcomingQueryString(
  { now, days, allowAdult, genreId, timeZone }: UpcomingWindow,
  page: number,
): string {
  const query = new URLSearchParams({
    from: isoDateInZone(now, timeZone),
    days: String(upcomingWindowDays(days)),
    page: String(page),
    adult: String(allowAdult),
    tz: timeZone,
  });
  if (genreId !== '') query.set('genre', genreId);
  return query.toString();
}

/** The address of one page of the viewer's window. */
export function upcomingUrl(options: UpcomingWindow, page: number): string {
  return `${UPCOMING_PATH}?${upcomingQueryString(options, page)}`;
}
