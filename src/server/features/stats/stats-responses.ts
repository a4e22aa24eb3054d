import { z } from 'zod';
import { titleNamesSchema } from '../lists/list-responses';

const count = z.number().int();
const counted = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.array(z.object({ ...shape, titles: count }));

/** GET /api/stats (src/shared/stats-api.ts), for the OpenAPI document; loose, as it grows. */
export const statsAnswerSchema = z
  .looseObject({
    year: count,
    timeZone: z.string(),
    years: z.array(count).meta({ description: 'Years with anything watched, newest first.' }),
    trackedTitles: count,
    months: z.array(z.object({ month: count, episodes: count, minutes: count })),
    totals: z.object({ episodes: count, films: count, minutes: count, titles: count }),
    assumedRuntimeTitles: count,
    genres: counted({ name: z.string() }),
    formats: counted({ mediaType: z.enum(['tv', 'movie']), format: z.string().nullable() }),
    seasons: counted({ season: z.enum(['winter', 'spring', 'summer', 'fall']), year: count }),
    scores: z.array(z.object({ score: count, titles: count })),
    unscored: count,
    completion: z.object({ completed: count, started: count }),
    longestStreak: z.object({ days: count, from: z.string(), to: z.string() }).nullable(),
    mostWatched: z.array(
      z.object({
        media_type: z.enum(['tv', 'movie']),
        id: count,
        name: z.string().meta({ description: 'The name it was tracked under.' }),
        names: titleNamesSchema.optional(),
        episodes: count,
      }),
    ),
  })
  .meta({ id: 'Stats', description: 'Your figures for the year.' });
