import { z } from 'zod';

/** What the catalogue routes answer, for the OpenAPI document. */
export const catalogueInfoSchema = z
  .object({
    provider: z.enum(['offline', 'tmdb']),
    capabilities: z.object({ posters: z.boolean(), airDates: z.boolean(), seasons: z.boolean() }),
    attributions: z.array(z.object({ text: z.string(), url: z.string() })),
    anilist: z.boolean(),
  })
  .meta({ id: 'CatalogueInfo', description: 'Which catalogue answers and whom to credit.' });

/**
 * TMDB's own answer shapes (search, discover, details…), as TMDB documents them; the offline
 * catalogue answers the same shapes with a few more fields.
 */
export const catalogueAnswerSchema = z
  .looseObject({})
  .meta({ id: 'CatalogueAnswer', description: 'The answer TMDB gives on the same path.' });

const upcomingEpisodeSchema = z.object({
  episode_number: z.number().int(),
  air_date: z.string().meta({ description: 'Where it is broadcast, YYYY-MM-DD.' }),
  name: z.string(),
  airs_at: z.string().optional().meta({ description: 'The exact instant, ISO 8601 UTC.' }),
});

export const upcomingPageSchema = z
  .object({
    entries: z.array(
      z.object({
        anime: catalogueAnswerSchema,
        episode: upcomingEpisodeSchema,
        hasUpcomingEpisode: z.boolean(),
      }),
    ),
    page: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'UpcomingPage', description: 'This page’s episodes in the window, soonest first.' });
