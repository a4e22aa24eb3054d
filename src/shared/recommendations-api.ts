import { z } from 'zod';
import type { CatalogueListItem, MediaType } from './catalogue-types';
import { LIST_STATUSES, TRACKED_MEDIA_TYPES, trackedTitleKeySchema } from './tracked-title';

export const RECOMMENDATIONS_PATH = '/api/getRecommendations';

/** How many titles one answer holds (the empty-list fallback keeps the spec's 6). */
export const RECOMMENDATION_COUNT = 12;

export const RECOMMENDATION_LIMITS = {
  /** Far above any real list, yet small enough that a hostile body stays cheap to read. */
  items: 5000,
  titleLength: 500,
  genres: 30,
  genreNameLength: 100,
  /** Titles shown in earlier sets that the next set must not repeat. */
  exclude: 500,
  /** Bytes of JSON the route reads: 5,000 items with genres fit. */
  bodyBytes: 2 * 1024 * 1024,
} as const;

const genreSchema = z.union([
  z.string().trim().min(1, 'must not be empty').max(RECOMMENDATION_LIMITS.genreNameLength),
  z.object({
    id: z.number().int('must be a whole number').min(0).max(2_147_483_647),
    name: z.string().trim().max(RECOMMENDATION_LIMITS.genreNameLength),
  }),
]);

/**
 * Spec §3 "Recommendation request item": {title, status, genres, vote_average}. The id and media
 * type are optional additions: with them the server need not find the title again by its name.
 */
export const recommendationItemSchema = z.object({
  title: z
    .string({ message: 'must be the title text' })
    .trim()
    .min(1, 'must not be empty')
    .max(
      RECOMMENDATION_LIMITS.titleLength,
      `must be at most ${RECOMMENDATION_LIMITS.titleLength} characters`,
    ),
  status: z.enum(LIST_STATUSES, { message: `must be one of ${LIST_STATUSES.join(', ')}` }),
  genres: z
    .array(genreSchema, { message: 'must be a list of genres' })
    .max(RECOMMENDATION_LIMITS.genres, `must list at most ${RECOMMENDATION_LIMITS.genres} genres`),
  vote_average: z
    .number({ message: 'must be a number from 0 to 10' })
    .min(0, 'must be from 0 to 10')
    .max(10, 'must be from 0 to 10')
    .nullable(),
  id: trackedTitleKeySchema.shape.id.optional(),
  media_type: z.enum(TRACKED_MEDIA_TYPES, { message: 'must be tv or movie' }).optional(),
});

export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

export const recommendationRequestSchema = z.object({
  lists: z
    .array(recommendationItemSchema, { message: 'must be a list of tracked titles' })
    .max(RECOMMENDATION_LIMITS.items, `must hold at most ${RECOMMENDATION_LIMITS.items} titles`),
  exclude: z
    .array(
      z.object({
        media_type: z.enum(TRACKED_MEDIA_TYPES, { message: 'must be tv or movie' }),
        id: trackedTitleKeySchema.shape.id,
        title: z.string().trim().max(RECOMMENDATION_LIMITS.titleLength).optional(),
      }),
    )
    .max(RECOMMENDATION_LIMITS.exclude, `must hold at most ${RECOMMENDATION_LIMITS.exclude} titles`)
    .optional(),
  /** Specials, recaps and sequels of titles not started are left out unless this is true. */
  includeExtras: z.boolean({ message: 'must be true or false' }).optional(),
});

export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

/** Which recommender chose a title: the language model, or the built-in one (also its fallback). */
export type RecommendationSource = 'llm' | 'built-in' | 'fallback';

/** One answer item: a catalogue title (spec §7: title or name, a date, media_type) with its reason. */
export type RecommendedTitle = CatalogueListItem & {
  media_type: MediaType;
  /** One line on why it was picked, e.g. "Because you completed Gintama". */
  reason: string;
  source: RecommendationSource;
};
