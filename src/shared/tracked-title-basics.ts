import type { MediaType } from './catalogue-types';
import type { TrackedFields } from './tracked-title';

/*
 * What the app needs of tracked titles at run time, without their validation schemas: a page that
 * shows a title's list status need not load and build zod (decision 266).
 */

/** Spec §4: the five list statuses, in the order the lists screen shows them. */
export const LIST_STATUSES = ['watching', 'planToWatch', 'completed', 'onHold', 'dropped'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const LIST_STATUS_LABELS: Record<ListStatus, string> = {
  watching: 'Watching',
  planToWatch: 'Plan to Watch',
  completed: 'Completed',
  onHold: 'On-Hold',
  dropped: 'Dropped',
};

export const TRACKED_MEDIA_TYPES = ['tv', 'movie'] as const satisfies readonly MediaType[];

/** Spec §4 and §9: any add saves at once with season 1, episode 1. */
export const DEFAULT_SEASON = 1;
export const DEFAULT_EPISODE = 1;

export const TRACKED_LIMITS = {
  season: { min: 1, max: 500 },
  episode: { min: 0, max: 100_000 },
  genres: 30,
  titleLength: 500,
  overviewLength: 20_000,
  urlLength: 2048,
  /** seriesDetails has no documented shape, so only its size is bounded. */
  seriesDetailsBytes: 16_384,
  seriesDetailsDepth: 8,
} as const;

/** A tracked title is known by its media type and catalogue id, per user. */
export interface TrackedTitleKey {
  media_type: MediaType;
  id: number;
}

export function trackedTitleKeyText(key: TrackedTitleKey): string {
  return `${key.media_type}/${key.id}`;
}

/** The name to show: a film's title, else a show's name (spec §3 catalogue item). */
export function displayTitleOf(title: { title?: string | null; name?: string | null }): string {
  return title.title ?? title.name ?? '';
}

/** Fields a title has before anything is written to them (spec §4: season 1, episode 1). */
export const NEW_TITLE_DEFAULTS: Omit<TrackedFields, 'status'> = {
  current_season: DEFAULT_SEASON,
  current_episode: DEFAULT_EPISODE,
  title: null,
  name: null,
  poster_path: null,
  overview: null,
  vote_average: null,
  first_air_date: null,
  release_date: null,
  genres: null,
  source: null,
  trailer: null,
  episodes: null,
  nextAiringEpisode: null,
  format: null,
  season: null,
  seasonYear: null,
  isAdult: null,
  countryOfOrigin: null,
  seriesDetails: null,
};

/** GET /api/lists: titles per page when the client names no limit, and the most it may name. */
export const LIST_PAGE_DEFAULT = 100;
export const LIST_PAGE_MAX = 500;
