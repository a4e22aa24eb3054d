import type { UpcomingWindow } from '../../../shared/upcoming-window';

/** Home's first rail: the next seven days of Coming soon, any genre, in the viewer's zone. */
export function airingThisWeekWindow(
  now: Date,
  timeZone: string,
  allowAdult: boolean,
): UpcomingWindow {
  return { now, days: 7, allowAdult, genreId: '', timeZone };
}
