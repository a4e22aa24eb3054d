import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from './calendar-date';
import type { CatalogueItem, NormalisableRecord } from './normalise';
import { normaliseItem } from './normalise';
import type { IsoDateRange } from './seasons';
import { upcomingWindowDays } from './upcoming-window';

/** At most this many results of a discover page are looked up for their next episode. */
export const MAX_UPCOMING_EXAMINED = 50;
/** Entries on one page of a window listed episode by episode (the offline schedules). */
export const UPCOMING_PAGE_SIZE = 50;

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

/** An episode as a catalogue dates it: TMDB by day, the offline schedules to the minute. */
export interface DatedEpisode {
  episode_number: number;
  air_date: string | null;
  name?: string | null;
  /** The broadcast instant (ISO 8601, UTC), where a schedule gives the time of day. */
  airs_at?: string;
}

export interface UpcomingShow extends NormalisableRecord {
  next_episode_to_air?: DatedEpisode | null;
}

export interface UpcomingEpisode {
  episode_number: number;
  /** Its date where it is broadcast ('YYYY-MM-DD'; Japan's for the offline schedules). */
  air_date: string;
  name: string;
  /** The exact instant (ISO 8601, UTC), when known: the viewer's day and time come from it. */
  airs_at?: string;
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

function inRange(airDate: string | null | undefined, { from, to }: IsoDateRange): boolean {
  return airsOnOrAfter(airDate, from) && (airDate ?? '') <= to;
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * The date it still is somewhere on Earth at `now` (in UTC−12, the last time zone to leave a
 * day): a feed read in every time zone, such as the iCal feed, keeps that day's episodes.
 */
export function earliestTodayAnywhere(now: number): string {
  return new Date(now - TWELVE_HOURS_MS).toISOString().slice(0, 10);
}

/** One entry: the show, normalised, and one of its episodes (unnamed ones by their number). */
export function upcomingEntry<Show extends UpcomingShow>(
  show: Show,
  episode: DatedEpisode & { air_date: string },
): UpcomingEntry<Show> {
  return {
    anime: normaliseItem(show, 'tv'),
    episode: {
      episode_number: episode.episode_number,
      air_date: episode.air_date,
      name: episode.name?.trim() || `Episode ${episode.episode_number}`,
      ...(episode.airs_at ? { airs_at: episode.airs_at } : {}),
    },
    hasUpcomingEpisode: true,
  };
}

/**
 * A show's episodes dated in `range` (both ends included): its next episode, and the episodes
 * after it in `season` (the next episode's season, when known). A show whose next episode is
 * missing or before the range has none (issue 16: TMDB keeps a finished show's last "next").
 */
export function showEpisodesInRange<Show extends UpcomingShow>(
  show: Show,
  season: readonly DatedEpisode[] | null,
  range: IsoDateRange,
): UpcomingEntry<Show>[] {
  const next = show.next_episode_to_air;
  if (!next || !airsOnOrAfter(next.air_date, range.from)) return [];
  const later = (season ?? []).filter((episode) => episode.episode_number > next.episode_number);
  return [next, ...later].flatMap((episode) =>
    episode.air_date && inRange(episode.air_date, range)
      ? [upcomingEntry(show, { ...episode, air_date: episode.air_date })]
      : [],
  );
}

/** When an entry airs, for ordering: its instant where known, else its date. */
function airingKey({ episode }: UpcomingEntry): string {
  return episode.airs_at ?? episode.air_date;
}

/**
 * Orders entries by when they air. ISO dates and instants sort correctly as text, compared
 * without a locale's rules; the sort is stable, so entries at the same time keep their order.
 */
export function soonestFirst(a: UpcomingEntry, b: UpcomingEntry): number {
  const [first, second] = [airingKey(a), airingKey(b)];
  if (first === second) return 0;
  return first < second ? -1 : 1;
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
