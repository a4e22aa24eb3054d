import { addDays, formatIsoDate, localCalendarDate, parseIsoDate } from './calendar-date';
import type { CatalogueItem, NormalisableRecord } from './normalise';
import { normaliseItem } from './normalise';
import type { IsoDateRange } from './seasons';

export const DEFAULT_UPCOMING_DAYS = 90;
/** Ten years: beyond it a window means nothing, and far larger values overflow the date range. */
export const MAX_UPCOMING_DAYS = 3650;
/** At most this many results of a discover page are looked up for their next episode. */
export const MAX_UPCOMING_EXAMINED = 50;

/** A finite number above 0, in whole days (a part day counts as a day); otherwise 90. */
export function upcomingWindowDays(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return DEFAULT_UPCOMING_DAYS;
  }
  return Math.min(Math.ceil(value), MAX_UPCOMING_DAYS);
}

/** Today to today plus N days in the viewer's local calendar, both ends inclusive. */
export function upcomingDateRange(now: Date, days: number): IsoDateRange {
  const today = localCalendarDate(now);
  return {
    from: formatIsoDate(today),
    to: formatIsoDate(addDays(today, upcomingWindowDays(days))),
  };
}

/** The results of one discover page that are looked up for their next episode. */
export function upcomingCandidates<Item>(results: readonly Item[]): Item[] {
  return results.slice(0, MAX_UPCOMING_EXAMINED);
}

export interface UpcomingShow extends NormalisableRecord {
  next_episode_to_air?: {
    episode_number: number;
    air_date: string | null;
    name?: string | null;
  } | null;
}

export interface UpcomingEpisode {
  episode_number: number;
  air_date: string;
  name: string;
}

export interface UpcomingEntry<Show extends UpcomingShow = UpcomingShow> {
  anime: CatalogueItem<Show>;
  episode: UpcomingEpisode;
  hasUpcomingEpisode: boolean;
}

/**
 * One entry per show with a known next air date, soonest first; shows without one are dropped.
 */
export function buildUpcomingEntries<Show extends UpcomingShow>(
  shows: readonly Show[],
): UpcomingEntry<Show>[] {
  const entries: UpcomingEntry<Show>[] = [];
  for (const show of shows) {
    const next = show.next_episode_to_air;
    if (!next?.air_date || !parseIsoDate(next.air_date)) continue;
    entries.push({
      anime: normaliseItem(show, 'tv'),
      episode: {
        episode_number: next.episode_number,
        air_date: next.air_date,
        name: next.name?.trim() || `Episode ${next.episode_number}`,
      },
      hasUpcomingEpisode: true,
    });
  }
  // ISO dates sort correctly as text; the sort is stable, so same-day shows keep upstream order.
  return entries.sort((a, b) => a.episode.air_date.localeCompare(b.episode.air_date));
}

export function hasMorePages(page: number, totalPages: number): boolean {
  return page < totalPages;
}
