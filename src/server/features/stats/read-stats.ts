import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { StatsAnswer } from '../../../shared/stats-api';
import type { TrackedTitleStore } from '../lists/tracked-title-store';
import { computeStats } from './stats-figures';

/** No zone is further than this from UTC: a year's events all lie within it either side. */
const WIDEST_ZONE_OFFSET_MS = 14 * 3_600_000;

/** The user's figures for one year in their zone, read and counted anew. */
export async function readStats(
  store: TrackedTitleStore,
  userId: string,
  { year, timeZone }: { year: number; timeZone: string },
  now: number,
): Promise<StatsAnswer> {
  // SQLite answers each read synchronously: other requests get a turn between the two large
  // reads and before the counting, so the loop is held for a step at a time, not the request.
  const [titles, entries, events, firstEventAt] = await Promise.all([
    store.statsTitles(userId),
    yieldToRequests().then(() => store.statsEntries(userId)),
    yieldToRequests().then(() =>
      store.watchedBetween(
        userId,
        Date.UTC(year, 0, 1) - WIDEST_ZONE_OFFSET_MS,
        Date.UTC(year + 1, 0, 1) + WIDEST_ZONE_OFFSET_MS,
      ),
    ),
    store.firstWatchedAt(userId),
  ]);
  await yieldToRequests();
  return computeStats({ year, timeZone, titles, entries, events, firstEventAt, now });
}
