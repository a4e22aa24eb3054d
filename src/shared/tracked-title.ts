import { z } from 'zod';
import type { Genre } from './catalogue-types';
import { entryFieldsPatchSchema, type ListEntry } from './list-entry';
import type { NamesByKind } from './title-display-name';
import {
  LIST_STATUSES,
  TRACKED_LIMITS,
  TRACKED_MEDIA_TYPES,
  type TrackedTitleKey,
} from './tracked-title-basics';

export {
  DEFAULT_EPISODE,
  DEFAULT_SEASON,
  LIST_STATUSES,
  LIST_STATUS_LABELS,
  NEW_TITLE_DEFAULTS,
  TRACKED_LIMITS,
  TRACKED_MEDIA_TYPES,
  displayTitleOf,
  trackedTitleKeyText,
  type ListStatus,
  type TrackedTitleKey,
} from './tracked-title-basics';

export const trackedTitleKeySchema = z.object({
  type: z.enum(TRACKED_MEDIA_TYPES, { message: 'must be tv or movie' }),
  id: z.coerce
    .number({ message: 'must be a catalogue id' })
    .int('must be a whole number')
    .min(1, 'must be a positive catalogue id')
    .max(2_147_483_647, 'is too large for a catalogue id'),
});

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** TMDB sends '' for unknown dates; AniList-sourced titles may know only a year or a month. */
const catalogueDate = z
  .string()
  .regex(
    /^(\d{4}(-\d{2}(-\d{2})?)?)?$/,
    'must be a date as YYYY-MM-DD (or YYYY-MM, YYYY, or empty)',
  );

const genreSchema = z.object({
  id: wholeNumber(0, 2_147_483_647, 'A genre id'),
  name: text(100),
});

/** Iterative, so a hostile body cannot overflow the stack before its size is checked. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > TRACKED_LIMITS.seriesDetailsDepth) return deepest;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

const seriesDetailsSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => depthOf(value) <= TRACKED_LIMITS.seriesDetailsDepth, {
    message: `must be nested at most ${TRACKED_LIMITS.seriesDetailsDepth} levels deep`,
  })
  .refine((value) => JSON.stringify(value).length <= TRACKED_LIMITS.seriesDetailsBytes, {
    message: `must be at most ${TRACKED_LIMITS.seriesDetailsBytes} characters of JSON`,
  });

/** The fields titles from the anime GraphQL source (AniList) carry besides the common ones. */
export const anilistExtrasShape = {
  source: text(64).nullable(),
  trailer: z
    .object({
      id: text(200),
      site: text(50),
      thumbnail: text(TRACKED_LIMITS.urlLength).nullable().optional(),
    })
    .nullable(),
  episodes: wholeNumber(0, 100_000, 'episodes').nullable(),
  nextAiringEpisode: z
    .object({
      /** Seconds since the epoch, as AniList sends it. */
      airingAt: wholeNumber(0, 100_000_000_000, 'nextAiringEpisode.airingAt'),
      timeUntilAiring: wholeNumber(
        -100_000_000_000,
        100_000_000_000,
        'nextAiringEpisode.timeUntilAiring',
      ),
      episode: wholeNumber(0, 100_000, 'nextAiringEpisode.episode'),
    })
    .nullable(),
  format: z
    .string()
    .regex(/^[A-Z_]{1,20}$/, 'must be an AniList format such as TV or MOVIE')
    .nullable(),
  season: z.enum(['WINTER', 'SPRING', 'SUMMER', 'FALL']).nullable(),
  seasonYear: wholeNumber(1900, 2100, 'seasonYear').nullable(),
  isAdult: z.boolean().nullable(),
  countryOfOrigin: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .nullable(),
  seriesDetails: seriesDetailsSchema.nullable(),
};

/** Every field a client may write, each validated on its own (spec §3 tracked title). */
export const trackedFieldsShape = {
  status: z.enum(LIST_STATUSES, {
    message: `must be one of ${LIST_STATUSES.join(', ')}`,
  }),
  current_season: wholeNumber(
    TRACKED_LIMITS.season.min,
    TRACKED_LIMITS.season.max,
    'current_season',
  ),
  current_episode: wholeNumber(
    TRACKED_LIMITS.episode.min,
    TRACKED_LIMITS.episode.max,
    'current_episode',
  ),
  title: text(TRACKED_LIMITS.titleLength).nullable(),
  name: text(TRACKED_LIMITS.titleLength).nullable(),
  poster_path: text(TRACKED_LIMITS.urlLength).nullable(),
  overview: text(TRACKED_LIMITS.overviewLength).nullable(),
  vote_average: z
    .number({ message: 'vote_average must be a number' })
    .min(0, 'vote_average must be between 0 and 100')
    .max(100, 'vote_average must be between 0 and 100')
    .nullable(),
  first_air_date: catalogueDate.nullable(),
  release_date: catalogueDate.nullable(),
  genres: z.array(genreSchema).max(TRACKED_LIMITS.genres, `must list at most 30 genres`).nullable(),
  ...anilistExtrasShape,
};

const trackedFieldsSchema = z.object(trackedFieldsShape);

export type TrackedFieldName = keyof typeof trackedFieldsShape;
export type AnilistExtraName = keyof typeof anilistExtrasShape;
export const ANILIST_EXTRA_NAMES = Object.keys(anilistExtrasShape) as AnilistExtraName[];

/** Every writable field, all present: the state a tracked title is in. */
export type TrackedFields = z.infer<typeof trackedFieldsSchema>;
export type TrackedFieldsPatch = Partial<TrackedFields>;

/**
 * PUT /api/lists/{type}/{id}: a merge write. Fields left out keep their value. `id` and
 * `media_type` may repeat the address but never contradict it. `clientUpdatedAt` (epoch ms) is
 * when an offline client made the change: each field then wins only over older writes.
 */
const clientUpdatedAt = z
  .number({ message: 'clientUpdatedAt must be epoch milliseconds' })
  .int('clientUpdatedAt must be epoch milliseconds')
  .min(0, 'clientUpdatedAt must be epoch milliseconds')
  .max(8_640_000_000_000_000, 'clientUpdatedAt must be epoch milliseconds');

export const trackedTitleWriteSchema = z.strictObject({
  ...trackedFieldsSchema.partial().shape,
  /** The title's current season's entry: score, dates, rewatches, notes, tags, favourite. */
  entry: entryFieldsPatchSchema.optional(),
  id: z.number().int().optional(),
  media_type: z.enum(TRACKED_MEDIA_TYPES).optional(),
  clientUpdatedAt: clientUpdatedAt.optional(),
});

/**
 * DELETE /api/lists/{type}/{id}?clientUpdatedAt=…: a removal made offline loses to any later
 * change of the title's fields, and an older write replayed after it cannot re-add the title.
 */
export const trackedTitleRemovalSchema = z.strictObject({
  clientUpdatedAt: z.coerce
    .number({ message: 'clientUpdatedAt must be epoch milliseconds' })
    .pipe(clientUpdatedAt)
    .optional(),
});

export type TrackedTitleWrite = z.infer<typeof trackedTitleWriteSchema>;

/**
 * A tracked title as the API answers it, in the spec's field names. trackedAt and updatedAt are
 * ISO 8601; genres are TMDB's {id, name} objects. The AniList extras appear only once written.
 */
export type TrackedTitle = TrackedTitleKey &
  Omit<TrackedFields, AnilistExtraName | 'genres'> &
  Partial<Pick<TrackedFields, AnilistExtraName>> & {
    genres: Genre[];
    trackedAt: string;
    updatedAt: string;
    /** Each season's entry, first season first (decision 370). */
    seasons?: ListEntry[];
    /** When an episode of it was last watched (dated history only), ISO 8601. */
    lastWatchedAt?: string | null;
    /** Its names by kind, where the catalogue knows them (decision 446); never written. */
    names?: NamesByKind;
  };
