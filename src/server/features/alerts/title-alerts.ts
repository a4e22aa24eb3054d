import type { AlertChannel } from '../../../shared/alerts-api';
import { afterQuietHours, nextDigestAt } from './alert-times';
import type { AiringEpisode } from './airing-episodes';
import type { NewDelivery } from './alert-queue';
import type { AlertSettingsRow } from './alert-store';

/**
 * Episodes airing this far ahead are queued (they are checked again when due), so a restart or
 * an outage of days loses none; TMDB dates the next episode days ahead.
 */
export const LOOKAHEAD_MS = 4 * 24 * 3_600_000;
/** An episode found this long after it aired (a title added late, TMDB's date) still alerts. */
export const GRACE_MS = 6 * 3_600_000;

/** A Watching title of a user with alerts on, as the planning pass reads it. */
export interface WatchedTitle {
  user_id: string;
  title_id: number;
  current_season: number;
  current_episode: number;
  name: string | null;
  title: string | null;
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

function dueAtFor(settings: AlertSettingsRow, channel: AlertChannel, airsAt: number) {
  if (channel === 'email' && settings.email_mode === 'digest') {
    return nextDigestAt(airsAt, settings.digest_hour, settings.time_zone);
  }
  const quiet =
    settings.quiet_start && settings.quiet_end
      ? { start: settings.quiet_start, end: settings.quiet_end }
      : null;
  return afterQuietHours(airsAt, quiet, settings.time_zone);
}

function channelsOf(settings: AlertSettingsRow): AlertChannel[] {
  const channels: AlertChannel[] = [];
  if (settings.push_enabled === 1) channels.push('push');
  if (settings.email_enabled === 1) channels.push('email');
  if (settings.webhook_enabled === 1) channels.push('webhook');
  return channels;
}

/**
 * The alerts one watched title queues at `now`: one per channel on, when its next episode airs
 * soon and is not watched yet; none otherwise.
 */
export function titleAlerts(
  settings: AlertSettingsRow,
  watched: WatchedTitle,
  episode: AiringEpisode,
  now: number,
): NewDelivery[] {
  if (episode.airsAt > now + LOOKAHEAD_MS || episode.airsAt < now - GRACE_MS) return [];
  if (alreadyWatched(watched, episode)) return [];
  return channelsOf(settings).map((channel) => ({
    user_id: watched.user_id,
    channel,
    episode_key: episode.key,
    media_type: 'tv',
    title_id: watched.title_id,
    // Empty when neither the list nor the catalogue names it: the alert says "a show you watch".
    show_name: watched.name ?? watched.title ?? episode.show.name,
    show_name_romaji: episode.show.inTitleLanguage.romaji,
    show_name_english: episode.show.inTitleLanguage.english,
    show_name_native: episode.show.inTitleLanguage.native,
    season: episode.season,
    episode: episode.episode,
    episode_name: episode.name,
    airs_at: episode.airsAt,
    due_at: dueAtFor(settings, channel, episode.airsAt),
    created_at: now,
  }));
}
