import { z } from 'zod';
import { LIST_STATUSES, TRACKED_MEDIA_TYPES } from '../../../../shared/tracked-title';

/** A season's entry as the list routes answer it (decision 370), for the OpenAPI document. */
export const listEntrySchema = z
  .object({
    season: z.number().int(),
    status: z.enum(LIST_STATUSES),
    progress: z.number().int(),
    score: z.number().int().meta({ description: '0–100; 0 = not scored.' }),
    startedOn: z.string().nullable().meta({ description: 'YYYY-MM-DD; 00 for an unknown part.' }),
    finishedOn: z.string().nullable(),
    rewatchCount: z.number().int(),
    rewatching: z.boolean(),
    notes: z.string().nullable(),
    tags: z.array(z.string()),
    favourite: z.boolean(),
    malId: z.number().int().nullable(),
    anilistId: z.number().int().nullable(),
    passes: z.array(
      z.object({
        pass: z.number().int(),
        progress: z.number().int(),
        startedOn: z.string().nullable(),
        finishedOn: z.string().nullable(),
      }),
    ),
    updatedAt: z.string().meta({ description: 'ISO 8601.' }),
  })
  .meta({ id: 'ListEntry', description: 'What you keep of one season of a title.' });

/** The title a season write answers: loose, as every list answer is. */
export const titleWithSeasonsSchema = z.looseObject({
  media_type: z.enum(TRACKED_MEDIA_TYPES),
  id: z.number().int(),
  seasons: z.array(listEntrySchema),
  lastWatchedAt: z.string().nullable(),
});
