import { z } from 'zod';
import { EXPORT_PRODUCT, EXPORT_VERSION, IMPORT_MAX_ENTRIES } from '../../../../shared/lists-api';
import { PERSONAL_RECORD_LIMITS as LIMITS, recordDateOf } from '../../../../shared/personal-record';
import {
  TRACKED_LIMITS,
  TRACKED_MEDIA_TYPES,
  displayTitleOf,
  trackedFieldsShape,
  trackedTitleKeySchema,
} from '../../../../shared/tracked-title';
import { badRequest } from '../../../http/http-error';
import type { SeasonEntry } from './entry-writes';
import type { ParsedImport } from './import-entry';

const seasonDate = z
  .string()
  .refine((date) => recordDateOf(date) === date)
  .nullable();

/** How an imported line named its title (MyAnimeList's series_title, type, episodes). */
const listedSchema = z.object({
  title: z.string().max(TRACKED_LIMITS.titleLength),
  type: z.string().max(20),
  episodes: z.number().int().min(0).max(LIMITS.watchedEpisodes),
});

/**
 * A season's entry as our export writes it (decision 370's fields). Tags are read as the
 * import stored them, an empty part included (decision 379).
 */
const seasonSchema = z.object({
  season: trackedFieldsShape.current_season,
  status: trackedFieldsShape.status,
  progress: z.number().int().min(0).max(LIMITS.watchedEpisodes),
  score: z.number().int().min(0).max(LIMITS.score),
  startedOn: seasonDate,
  finishedOn: seasonDate,
  rewatchCount: z.number().int().min(0).max(LIMITS.timesWatched),
  rewatching: z.boolean(),
  notes: z.string().max(LIMITS.notesLength).nullable(),
  tags: z.array(z.string().max(500)).max(100),
  favourite: z.boolean(),
  malId: z.number().int().positive().nullable(),
  anilistId: z.number().int().positive().nullable(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  source: listedSchema.nullable().optional(),
  passes: z
    .array(
      z.object({
        pass: z
          .number()
          .int()
          .min(1)
          .max(LIMITS.timesWatched + 1),
        progress: z.number().int().min(0).max(LIMITS.watchedEpisodes),
        startedOn: seasonDate,
        finishedOn: seasonDate,
      }),
    )
    .max(LIMITS.timesWatched + 1)
    .optional(),
});

/** An imported line no title matched, as our export keeps it (decision 399). */
const keptLineSchema = z.object({
  malId: z.number().int().positive().nullable(),
  anilistId: z.number().int().positive().nullable(),
  status: trackedFieldsShape.status,
  listed: listedSchema,
  record: z.object({
    score: z.number().int().min(1).max(LIMITS.score).nullable(),
    startedOn: seasonDate,
    finishedOn: seasonDate,
    watchedEpisodes: z.number().int().min(0).max(LIMITS.watchedEpisodes),
    timesWatched: z.number().int().min(0).max(LIMITS.timesWatched),
    rewatching: z.boolean(),
    notes: z.string().max(LIMITS.notesLength),
    tags: z.string().max(LIMITS.tagsLength),
  }),
});

function seasonEntryOf(season: z.infer<typeof seasonSchema>, now: number): SeasonEntry {
  return {
    ...(season.updatedAt ? { updatedAt: Math.min(Date.parse(season.updatedAt), now) } : {}),
    season: season.season,
    status: season.status,
    record: {
      score: season.score === 0 ? null : season.score,
      startedOn: season.startedOn,
      finishedOn: season.finishedOn,
      watchedEpisodes: season.progress,
      timesWatched: season.rewatchCount,
      rewatching: season.rewatching,
      notes: season.notes ?? '',
      tags: season.tags.join(','),
    },
    favourite: season.favourite,
    malId: season.malId,
    anilistId: season.anilistId,
    listed: season.source ?? null,
    ...(season.passes ? { passes: season.passes } : {}),
  };
}

const itemSchema = z.object({
  ...z.object(trackedFieldsShape).partial().shape,
  seasons: z.array(seasonSchema).max(TRACKED_LIMITS.season.max).optional(),
  status: trackedFieldsShape.status,
  id: trackedTitleKeySchema.shape.id,
  media_type: z.enum(TRACKED_MEDIA_TYPES),
  trackedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

const documentSchema = z.object({
  product: z.literal(EXPORT_PRODUCT),
  version: z.literal(EXPORT_VERSION),
  items: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES),
  keptLines: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES).optional(),
});

/** A part of the file the import cannot read, named for the report. */
function unreadable(error: z.ZodError, what: string) {
  const issue = error.issues[0];
  return {
    title: `An unreadable ${what}`,
    reason: `Invalid ${issue?.path.join('.') || what}: ${issue?.message ?? 'malformed'}`,
  };
}

/**
 * Our own JSON export: every item keeps its key, fields and dates, so an export imported into
 * a fresh account gives back the same list. Dates after `now` are taken as now.
 */
export function parseTsuzukiExport(document: unknown, now: number): ParsedImport {
  const checked = documentSchema.safeParse(document);
  if (!checked.success) {
    throw badRequest(
      `This is not a Tsuzuki export (version ${EXPORT_VERSION}) of at most ${IMPORT_MAX_ENTRIES} titles.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [], keptLines: [] };
  for (const candidate of checked.data.keptLines ?? []) {
    const line = keptLineSchema.safeParse(candidate);
    if (line.success) parsed.keptLines?.push(line.data);
    else parsed.skipped.push(unreadable(line.error, 'kept line'));
  }
  for (const candidate of checked.data.items) {
    const item = itemSchema.safeParse(candidate);
    if (!item.success) {
      parsed.skipped.push(unreadable(item.error, 'item'));
      continue;
    }
    const { id, media_type, trackedAt, updatedAt, genres, seasons, ...fields } = item.data;
    const updated = Math.min(Date.parse(updatedAt), now);
    parsed.entries.push({
      title:
        displayTitleOf({ title: fields.title ?? null, name: fields.name ?? null }) ||
        `${media_type} ${id}`,
      lookup: { kind: 'known', key: { media_type, id } },
      // An empty genre list is how the export shows "none known".
      patch: { ...fields, ...(genres && genres.length > 0 ? { genres } : {}) },
      ...(seasons ? { seasonEntries: seasons.map((season) => seasonEntryOf(season, now)) } : {}),
      writtenAt: updated,
      createdTimes: { trackedAt: Math.min(Date.parse(trackedAt), now), updatedAt: updated },
    });
  }
  return parsed;
}
