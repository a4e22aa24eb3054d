import { z } from 'zod';
import { EXPORT_PRODUCT, EXPORT_VERSION } from '../../../shared/lists-api';
import { LIST_STATUSES, TRACKED_MEDIA_TYPES } from '../../../shared/tracked-title';
import { listEntrySchema } from './entries/entry-responses';

/**
 * What the list routes answer, for the OpenAPI document. Loose objects: a field the list gains
 * (scores, dates…) is sent before this file names it, and generated clients keep it.
 */
const genreSchema = z.object({ id: z.number().int(), name: z.string() });

/** A title's names by kind, which the title language chooses among (decision 446); read only. */
export const titleNamesSchema = z
  .object({ romaji: z.string(), english: z.string(), native: z.string() })
  .partial()
  .meta({
    description:
      'Its romaji, English and native (Japanese script) names, where the catalogue knows them; read only.',
  });

export const trackedTitleSchema = z
  .looseObject({
    media_type: z.enum(TRACKED_MEDIA_TYPES),
    id: z.number().int(),
    status: z.enum(LIST_STATUSES),
    current_season: z.number().int(),
    current_episode: z.number().int(),
    title: z.string().nullable().meta({ description: 'A film’s name.' }),
    name: z.string().nullable().meta({ description: 'A show’s name.' }),
    poster_path: z.string().nullable(),
    overview: z.string().nullable(),
    vote_average: z.number().nullable(),
    first_air_date: z.string().nullable(),
    release_date: z.string().nullable(),
    genres: z.array(genreSchema),
    episodes: z.number().int().nullable().optional(),
    nextAiringEpisode: z
      .object({
        airingAt: z.number().int(),
        timeUntilAiring: z.number().int(),
        episode: z.number().int(),
      })
      .nullable()
      .optional()
      .meta({ description: 'AniList’s next episode, `airingAt` in seconds since the epoch.' }),
    trackedAt: z.string().meta({ description: 'ISO 8601.' }),
    updatedAt: z.string().meta({ description: 'ISO 8601.' }),
    seasons: z
      .array(listEntrySchema)
      .optional()
      .meta({ description: 'Each season’s entry, first season first.' }),
    lastWatchedAt: z.string().nullable().optional().meta({
      description: 'When an episode of it was last watched (dated history only), ISO 8601.',
    }),
    names: titleNamesSchema.optional(),
  })
  .meta({ id: 'TrackedTitle', description: 'A title on your lists.' });

export const listPageSchema = z
  .object({
    items: z.array(trackedTitleSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass back as `cursor`; null on the last page.' }),
    total: z.number().int().meta({ description: 'Titles matching the status filter.' }),
    counts: z.object(
      Object.fromEntries(LIST_STATUSES.map((status) => [status, z.number().int()])) as Record<
        (typeof LIST_STATUSES)[number],
        z.ZodNumber
      >,
    ),
  })
  .meta({ id: 'ListPage', description: 'One page of your tracked titles.' });

const listedTitleSchema = z
  .object({ title: z.string(), type: z.string(), episodes: z.number().int() })
  .meta({ description: 'How the imported line named the title: its name, type and length.' });

const exportedTitleSchema = trackedTitleSchema
  .extend({
    ids: z
      .object({
        myAnimeList: z.number().int().nullable(),
        aniList: z.number().int().nullable(),
        tmdb: z.string().nullable().meta({ description: '`tv/N`, `tv/N/season/K` or `movie/N`.' }),
      })
      .meta({ description: 'The title’s ids elsewhere, where the catalogue knows them.' }),
    seasons: z.array(listEntrySchema.extend({ source: listedTitleSchema.nullable() })).optional(),
  })
  // No id of its own: the document keeps only schemas a route names, and ListExport names it.
  .meta({ description: 'A title on your lists, with its ids elsewhere.' });

export const listExportSchema = z
  .object({
    product: z.literal(EXPORT_PRODUCT),
    exportedAt: z.string().meta({ description: 'ISO 8601.' }),
    version: z.literal(EXPORT_VERSION),
    items: z.array(exportedTitleSchema),
    keptLines: z
      .array(
        z.looseObject({
          malId: z.number().int().nullable(),
          anilistId: z.number().int().nullable(),
          status: z.enum(LIST_STATUSES),
          listed: listedTitleSchema,
          record: z.looseObject({}),
        }),
      )
      .meta({ description: 'Imported lines no catalogue title matched, kept for the exports.' }),
  })
  .meta({ id: 'ListExport', description: 'Every tracked title; the import reads it back.' });
