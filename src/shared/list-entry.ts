import { z } from 'zod';
import { CANONICAL_SCORE } from './score-scale';
import { LIST_STATUSES, TRACKED_LIMITS, type ListStatus } from './tracked-title-basics';

/*
 * What a user keeps of one season of a show, or of a film (season 1): decision 370. Scores are
 * the stored 0–100 (0: not scored); a client shows them in the profile's scale (score-scale.ts).
 */

export const ENTRY_LIMITS = {
  notesLength: 20_000,
  tags: 100,
  tagLength: 500,
  rewatches: 10_000,
  sourceId: 2_147_483_647,
} as const;

/** MyAnimeList's dates, kept as written: a month or day it does not know is 00 (2021-00-00). */
export const ENTRY_DATE_PATTERN = /^(\d{4})-(0\d|1[0-2])-([0-2]\d|3[01])$/;

const entryDate = z
  .string({ message: 'must be a date as YYYY-MM-DD, or null' })
  .regex(ENTRY_DATE_PATTERN, 'must be a date as YYYY-MM-DD (00 for an unknown month or day)')
  .refine((date) => !date.startsWith('0000'), 'must name a year; send null for no date')
  .refine((date) => !/-00-(?!00)/.test(date), 'cannot know the day without the month');

const whole = (min: number, max: number) =>
  z
    .number({ message: `must be a number from ${min} to ${max}` })
    .int('must be a whole number')
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);

const sourceId = whole(1, ENTRY_LIMITS.sourceId).nullable();

/** The fields a user keeps besides status and progress; each may be written on its own. */
export const entryFieldsShape = {
  score: whole(CANONICAL_SCORE.none, CANONICAL_SCORE.max),
  startedOn: entryDate.nullable(),
  finishedOn: entryDate.nullable(),
  rewatchCount: whole(0, ENTRY_LIMITS.rewatches),
  rewatching: z.boolean({ message: 'must be true or false' }),
  notes: z
    .string({ message: 'must be text, or null' })
    .max(ENTRY_LIMITS.notesLength, `must be at most ${ENTRY_LIMITS.notesLength} characters`)
    .nullable(),
  tags: z
    .array(
      z
        .string({ message: 'must be text' })
        .min(1, 'cannot be empty')
        .max(ENTRY_LIMITS.tagLength, `must be at most ${ENTRY_LIMITS.tagLength} characters`),
      { message: 'must be a list of tags' },
    )
    .max(ENTRY_LIMITS.tags, `must hold at most ${ENTRY_LIMITS.tags} tags`),
  favourite: z.boolean({ message: 'must be true or false' }),
  malId: sourceId,
  anilistId: sourceId,
};

export const entryFieldsPatchSchema = z.strictObject(entryFieldsShape).partial();
export type EntryFieldsPatch = z.infer<typeof entryFieldsPatchSchema>;
export type EntryFieldName = keyof typeof entryFieldsShape;
export const ENTRY_FIELD_NAMES = Object.keys(entryFieldsShape) as EntryFieldName[];

/** PUT /api/lists/{type}/{id}/seasons/{season}: one season's entry, status and progress too. */
export const seasonEntryWriteSchema = z
  .strictObject({
    ...entryFieldsShape,
    status: z.enum(LIST_STATUSES, { message: `must be one of ${LIST_STATUSES.join(', ')}` }),
    progress: whole(TRACKED_LIMITS.episode.min, TRACKED_LIMITS.episode.max),
    clientUpdatedAt: z
      .number({ message: 'must be epoch milliseconds' })
      .int('must be epoch milliseconds')
      .min(0, 'must be epoch milliseconds')
      .max(8_640_000_000_000_000, 'must be epoch milliseconds')
      .optional(),
  })
  .partial();
export type SeasonEntryWrite = z.infer<typeof seasonEntryWriteSchema>;

export const seasonParamsSchema = z.object({
  season: z.coerce
    .number({ message: 'must be a season number' })
    .int('must be a whole number')
    .min(TRACKED_LIMITS.season.min, `must be from 1 to ${TRACKED_LIMITS.season.max}`)
    .max(TRACKED_LIMITS.season.max, `must be from 1 to ${TRACKED_LIMITS.season.max}`),
});

/** One rewatch: pass 1 is the first rewatch. */
export interface WatchPass {
  pass: number;
  progress: number;
  startedOn: string | null;
  finishedOn: string | null;
}

/** A season's entry as the API answers it. */
export interface ListEntry {
  season: number;
  status: ListStatus;
  progress: number;
  score: number;
  startedOn: string | null;
  finishedOn: string | null;
  rewatchCount: number;
  rewatching: boolean;
  notes: string | null;
  tags: string[];
  favourite: boolean;
  malId: number | null;
  anilistId: number | null;
  /** The rewatches kept with their dates, oldest first; the open one last while rewatching. */
  passes: WatchPass[];
  updatedAt: string;
}
