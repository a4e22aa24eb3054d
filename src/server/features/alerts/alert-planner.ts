import type { AppDatabase } from '../../db/connect';
import { TimeSlice } from '../../lib/time-slice';
import type { CatalogueProvider } from '../catalogue/provider';
import { AiringEpisodes } from './airing-episodes';
import type { AlertQueue, NewDelivery } from './alert-queue';
import { titleAlerts } from './title-alerts';

/** Users read per batch: one batch's Watching titles are one read of about 2,000 rows. */
const USER_BATCH = 100;

export interface PlanSummary {
  titles: number;
  shows: number;
  queued: number;
}

/** Each user's muted shows, for a batch of users. */
async function mutedShows(
  database: AppDatabase,
  userIds: readonly string[],
): Promise<Map<string, Set<number>>> {
  const mutes = await database.db
    .selectFrom('alert_mutes')
    .select(['user_id', 'title_id'])
    .where('media_type', '=', 'tv')
    .where('user_id', 'in', userIds)
    .execute();
  const muted = new Map<string, Set<number>>();
  for (const { user_id, title_id } of mutes) {
    muted.set(user_id, (muted.get(user_id) ?? new Set()).add(title_id));
  }
  return muted;
}

/**
 * One planning pass: every Watching (and, for those who asked, Plan to Watch) show of a user
 * with a channel on, its next episode from the catalogue, and a queued alert per channel when
 * it airs soon, is not watched yet, and the title is not muted. Finished and dropped titles are
 * never read. On SQLite every statement and catalogue look-up runs on this thread, so the pass
 * gives requests a turn whenever it has held the event loop for a time slice.
 */
export async function planAlerts(
  database: AppDatabase,
  provider: CatalogueProvider,
  queue: AlertQueue,
  now: number,
): Promise<PlanSummary> {
  const { db } = database;
  const episodes = new AiringEpisodes(provider);
  const slice = new TimeSlice();
  const summary: PlanSummary = { titles: 0, shows: 0, queued: 0 };
  let after = '';
  for (;;) {
    await slice.pause();
    const users = await db
      .selectFrom('alert_settings')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('push_enabled', '=', 1),
          eb('email_enabled', '=', 1),
          eb('webhook_enabled', '=', 1),
        ]),
      )
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(USER_BATCH)
      .execute();
    const last = users[users.length - 1];
    if (!last) break;
    after = last.user_id;
    const settings = new Map(users.map((user) => [user.user_id, user]));
    await slice.pause();
    const tracked = await db
      .selectFrom('tracked_titles')
      .select([
        'user_id',
        'title_id',
        'status',
        'current_season',
        'current_episode',
        'name',
        'title',
      ])
      .where('user_id', 'in', [...settings.keys()])
      .where('media_type', '=', 'tv')
      .where('status', 'in', ['watching', 'planToWatch'])
      .execute();
    await slice.pause();
    const muted = await mutedShows(database, [...settings.keys()]);

    const queued: NewDelivery[] = [];
    for (const watched of tracked) {
      if (slice.spent) await slice.pause();
      const user = settings.get(watched.user_id);
      if (!user || (watched.status === 'planToWatch' && user.include_plan_to_watch !== 1)) {
        continue;
      }
      summary.titles += 1;
      if (muted.get(watched.user_id)?.has(watched.title_id)) continue;
      let episode = episodes.known(watched.title_id);
      if (episode === undefined) episode = await episodes.lookUp(watched.title_id);
      if (episode) queued.push(...titleAlerts(user, watched, episode, now));
    }
    await slice.pause();
    await queue.enqueue(queued);
    summary.queued += queued.length;
  }
  summary.shows = episodes.shows;
  return summary;
}
