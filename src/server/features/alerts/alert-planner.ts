import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { AppDatabase } from '../../db/connect';
import type { CatalogueProvider } from '../catalogue/provider';
import { nextAiringOf, type AiringEpisode } from './airing-episodes';
import type { AlertQueue, NewDelivery } from './alert-queue';
import type { AlertSettingsRow } from './alert-store';
import { titleAlerts, type WatchedTitle } from './title-alerts';

/** Users read per batch; the pass yields to requests between batches and every few titles. */
const USER_BATCH = 100;
const TITLES_BETWEEN_YIELDS = 250;

/** A Watching title of a user with alerts on, beside the user's settings. */
type PlanRow = AlertSettingsRow & WatchedTitle;

export interface PlanSummary {
  titles: number;
  shows: number;
  queued: number;
}

/**
 * One planning pass: every Watching (and, for those who asked, Plan to Watch) show of a user
 * with a channel on, its next episode from the catalogue, and a queued alert per channel when
 * it airs soon, is not watched yet, and the title is not muted. Finished and dropped titles are
 * never read.
 */
export async function planAlerts(
  database: AppDatabase,
  provider: CatalogueProvider,
  queue: AlertQueue,
  now: number,
): Promise<PlanSummary> {
  const { db } = database;
  const episodes = new Map<number, Promise<AiringEpisode | null>>();
  const summary: PlanSummary = { titles: 0, shows: 0, queued: 0 };
  let after = '';
  for (;;) {
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
    const rows: PlanRow[] = [];
    for (const { status, ...title } of tracked) {
      const user = settings.get(title.user_id);
      if (!user || (status === 'planToWatch' && user.include_plan_to_watch !== 1)) continue;
      rows.push({ ...user, ...title });
    }
    summary.titles += rows.length;

    const mutes = await db
      .selectFrom('alert_mutes')
      .select(['user_id', 'title_id'])
      .where('media_type', '=', 'tv')
      .where('user_id', 'in', [...new Set(rows.map((row) => row.user_id))])
      .execute();
    const muted = new Set(mutes.map((mute) => `${mute.user_id}:${mute.title_id}`));

    const queued: NewDelivery[] = [];
    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % TITLES_BETWEEN_YIELDS === 0) await yieldToRequests();
      if (muted.has(`${row.user_id}:${row.title_id}`)) continue;
      let found = episodes.get(row.title_id);
      if (!found) {
        found = nextAiringOf(provider, row.title_id).catch(() => null);
        episodes.set(row.title_id, found);
      }
      const episode = await found;
      if (episode) queued.push(...titleAlerts(row, row, episode, now));
    }
    await queue.enqueue(queued);
    summary.queued += queued.length;
    await yieldToRequests();
  }
  summary.shows = episodes.size;
  return summary;
}
