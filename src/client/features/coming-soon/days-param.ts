import { upcomingWindowDays } from '../../../shared/upcoming-window';

/** ?days= from the address: a number of days above 0, else the default window of 90. */
export function windowDaysFromQuery(text: string | null): number {
  const trimmed = text?.trim() ?? '';
  return upcomingWindowDays(trimmed === '' ? undefined : Number(trimmed));
}
