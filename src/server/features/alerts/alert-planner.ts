import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { AlertChannel } from '../../../shared/alerts-api';
import type { AppDatabase } from '../../db/connect';
import type { CatalogueProvider } from '../catalogue/provider';
import { afterQuietHours, nextDigestAt } from './alert-times';
import { nextAiringOf, type AiringEpisode } from './airing-episodes';
import type { AlertQueue, NewDelivery } from './alert-queue';

/**
 * Episodes airing this far ahead are queued (they are checked again when due), so a restart or
 * an outage of days loses none; TMDB dates the next episode days ahead.
 */
export const LOOKAHEAD_MS = 4 * 24 * 3_600_000;
/** An episode found this long after it aired (a title added late, TMDB's date) still alerts. */
export const GRACE_MS = 6 * 3_600_000;
/** Users read per batch; the pass yields to requests between batches and every few titles. */
const USER_BATCH = 100;
const TITLES_BETWEEN_YIELDS = 250;

export interface PlanRow {
  user_id: string;
  title_id: number;
  current_season: number;
  current_episode: number;
  name: string | null;
  title: string | null;
  time_zone: string;
  quiet_start: string | null;
  quiet_end: string | null;
  push_enabled: number;
  email_enabled: number;
  email_mode: 'episode' | 'digest';
  digest_hour: number;
  webhook_enabled: number;
}

/** Whether the list's progress already counts the episode as watched. */
export function alreadyWatched(
  progress: { current_season: number; current_episode: number },
  episode: { season: number; episode: number },
): boolean {
  return (
    episode.season < progress.current_season ||
    (episode.season === progress.current_season && episode.episode <= progress.current_episode)
  );
}

export function dueAtFor(row: PlanRow, channel: AlertChannel, airsAt: number): number {
  if (channel === 'email' && row.email_mode === 'digest') {
    return nextDigestAt(airsAt, row.digest_hour, row.time_zone);
  }
  const quiet =
    row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null;
  return afterQuietHours(airsAt, quiet, row.time_zone);
}

function channelsOf(row: PlanRow): AlertChannel[] {
  const channels: AlertChannel[] = [];
  if (row.push_enabled === 1) channels.push('push');
  if (row.email_enabled === 1) channels.push('email');
  if (row.webhook_enabled === 1) channels.push('webhook');
  return channels;
}

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
      if (!episode || episode.airsAt > now + LOOKAHEAD_MS || episode.airsAt < now - GRACE_MS) {
        continue;
      }
      if (alreadyWatched(row, episode)) continue;
      for (const channel of channelsOf(row)) {
        queued.push({
          user_id: row.user_id,
          channel,
          episode_key: episode.key,
          media_type: 'tv',
          title_id: row.title_id,
          show_name: row.name ?? row.title ?? 'A show you watch',
          season: episode.season,
          episode: episode.episode,
          episode_name: episode.name,
          airs_at: episode.airsAt,
          due_at: dueAtFor(row, channel, episode.airsAt),
          created_at: now,
        });
      }
    }
    await queue.enqueue(queued);
    summary.queued += queued.length;
    await yieldToRequests();
  }
  summary.shows = episodes.size;
  return summary;
}
