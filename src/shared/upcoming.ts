import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from './calendar-date';
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

/** Today (the viewer's, in their local calendar) to today plus N days, both ends inclusive. */
export function upcomingDateRange(today: CalendarDate, days: number): IsoDateRange {
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
 * Whether an episode dated `airDate` ('YYYY-MM-DD') airs on `today` or later. TMDB's discover
 * with air_date.gte still returns shows whose next_episode_to_air is long past (issue 16), so
 * every date is checked; an unreadable one is never upcoming.
 */
export function airsOnOrAfter(airDate: string | null | undefined, today: string): boolean {
  // Valid ISO dates order correctly as text.
  return !!airDate && parseIsoDate(airDate) !== null && airDate >= today;
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * The date it still is somewhere on Earth at `now` (in UTC−12, the last time zone to leave a
 * day): a feed read in every time zone, such as the iCal feed, keeps that day's episodes.
 */
export function earliestTodayAnywhere(now: number): string {
  return new Date(now - TWELVE_HOURS_MS).toISOString().slice(0, 10);
}

/**
 * One entry per show whose next episode airs today or later, soonest first; shows without a
 * next air date, or with one before `today` ('YYYY-MM-DD', the viewer's), are dropped.
 */
export function buildUpcomingEntries<Show extends UpcomingShow>(
  shows: readonly Show[],
  today: string,
): UpcomingEntry<Show>[] {
  const entries: UpcomingEntry<Show>[] = [];
  for (const show of shows) {
    const next = show.next_episode_to_air;
    if (!next?.air_date || !airsOnOrAfter(next.air_date, today)) continue;
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
  return entries.sort(soonestFirst);
}

/**
 * Orders entries by air date. ISO dates sort correctly as text, compared without a locale's
 * rules; the sort is stable, so same-day shows keep upstream order.
 */
export function soonestFirst(a: UpcomingEntry, b: UpcomingEntry): number {
  if (a.episode.air_date === b.episode.air_date) return 0;
  return a.episode.air_date < b.episode.air_date ? -1 : 1;
}

/** TMDB serves pages 1 to 500 and answers 400 beyond, whatever total_pages announces. */
export const MAX_CATALOGUE_PAGE = 500;

/** The last page worth asking for: the announced total, never past TMDB's cap. */
export function lastServedPage(totalPages: number): number {
  return Math.min(totalPages, MAX_CATALOGUE_PAGE);
}

export function hasMorePages(page: number, totalPages: number): boolean {
  return page < lastServedPage(totalPages);
}
