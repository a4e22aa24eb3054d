import { japanDate, upcomingSlots } from '../../../shared/broadcast-schedule';
import type { ScheduledTitle } from './scheduled-titles';

export interface WindowEpisode {
  showId: number;
  episodeNumber: number;
  /** ISO 8601, UTC. */
  airsAt: string;
  /** Its date in Japan, 'YYYY-MM-DD'. */
  airDate: string;
}

export interface EpisodeWindow {
  /** The first instant of the viewer's first day. */
  start: number;
  /** The first instant after the viewer's last day. */
  end: number;
  allowAdult: boolean;
  /** Any of these genres (the filter bar's, in TV's ids); null for any. */
  genreIds: readonly number[] | null;
}

const DAY_MS = 86_400_000;
/**
 * Bounds on one window, whatever is asked: 100 pages of 50, and no series past 400 slots (a
 * weekly show's seven years, a daily one's thirteen months). A window over every schedule then
 * costs a few milliseconds.
 */
export const MAX_WINDOW_EPISODES = 5000;
export const MAX_SLOTS_PER_TITLE = 400;

function wanted(title: ScheduledTitle, { allowAdult, genreIds }: EpisodeWindow): boolean {
  if (title.adult && !allowAdult) return false;
  return genreIds === null || genreIds.some((id) => title.genreIds.includes(id));
}

function episodesOf(title: ScheduledTitle, { start, end }: EpisodeWindow): WindowEpisode[] {
  const { schedule, showId } = title;
  if (schedule === null) {
    const begins = Date.parse(title.beginsAt ?? '');
    if (!(begins >= start && begins < end)) return [];
    const airsAt = new Date(begins).toISOString();
    return [{ showId, episodeNumber: 1, airsAt, airDate: japanDate(begins) }];
  }
  const limit = Math.min(
    MAX_SLOTS_PER_TITLE,
    Math.ceil((end - start) / (schedule.periodDays * DAY_MS)) + 1,
  );
  return upcomingSlots(schedule, start, { episodes: title.episodes, limit })
    .filter((slot) => Date.parse(slot.airsAt) < end)
    .map((slot) => ({ showId, ...slot }));
}

/**
 * Every episode of every wanted series airing in the window, in air-time order; series at the
 * same minute by popularity, as lists rank them, then by id so that pages never overlap.
 */
export function episodesInWindow(
  titles: readonly ScheduledTitle[],
  window: EpisodeWindow,
): WindowEpisode[] {
  const rank = new Map<number, number>();
  const episodes: WindowEpisode[] = [];
  for (const title of titles) {
    if (!wanted(title, window)) continue;
    rank.set(title.showId, title.popularity);
    episodes.push(...episodesOf(title, window));
  }
  episodes.sort(
    (a, b) =>
      (a.airsAt < b.airsAt ? -1 : a.airsAt > b.airsAt ? 1 : 0) ||
      (rank.get(b.showId) ?? 0) - (rank.get(a.showId) ?? 0) ||
      a.showId - b.showId ||
      a.episodeNumber - b.episodeNumber,
  );
  return episodes.slice(0, MAX_WINDOW_EPISODES);
}
