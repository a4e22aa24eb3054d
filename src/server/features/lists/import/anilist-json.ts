import { z } from 'zod';
import { IMPORT_MAX_ENTRIES, type ImportUnmatched } from '../../../../shared/lists-api';
import { statusFromAnilist } from '../../../../shared/lists-import-status';
import {
  ANILIST_SCORE_FORMATS,
  PERSONAL_RECORD_LIMITS as LIMITS,
  boundedCount,
  recordDateOfFuzzy,
  scoreOfAnilist,
  type AnilistScoreFormat,
  type PersonalRecord,
} from '../../../../shared/personal-record';
import {
  TRACKED_LIMITS,
  anilistExtrasShape,
  type TrackedFieldsPatch,
} from '../../../../shared/tracked-title';
import { badRequest } from '../../../http/http-error';
import type { ImportEntry, ParsedImport } from './import-entry';

const name = z.string().trim().max(TRACKED_LIMITS.titleLength).nullish();
const fuzzyPart = z.number().int().nullish();
const fuzzyDate = z.object({ year: fuzzyPart, month: fuzzyPart, day: fuzzyPart }).nullish();
const count = z.number().int().min(0).nullish();

/** An AniList MediaList entry, as much of it as an import reads; unknown fields pass. */
const entrySchema = z.object({
  status: z.string().max(20),
  progress: count,
  // What the user kept: a value of another shape is read as none, never refusing the entry.
  score: z.number().min(0).max(100).nullish().catch(null),
  repeat: count.catch(null),
  notes: z.string().nullish().catch(null),
  startedAt: fuzzyDate.catch(null),
  completedAt: fuzzyDate.catch(null),
  media: z.object({
    id: z.number().int().positive().max(2_147_483_647).nullish(),
    idMal: z.number().int().positive().max(2_147_483_647).nullish(),
    title: z.object({ english: name, romaji: name, userPreferred: name, native: name }).nullish(),
    format: z.unknown().optional(),
    season: z.unknown().optional(),
    seasonYear: z.unknown().optional(),
    isAdult: z.unknown().optional(),
    countryOfOrigin: z.unknown().optional(),
    episodes: z.unknown().optional(),
  }),
});

type AnilistEntry = z.infer<typeof entrySchema>;

const listsSchema = z.object({
  lists: z.array(z.object({ entries: z.array(z.unknown()) })),
  user: z
    .object({ mediaListOptions: z.object({ scoreFormat: z.enum(ANILIST_SCORE_FORMATS) }) })
    .nullish(),
});

type ListsDocument = z.infer<typeof listsSchema>;

interface AnilistEntries {
  entries: unknown[];
  /** The list's score format when the file names it (MediaListCollection.user). */
  scoreFormat: AnilistScoreFormat | null;
}

const listedEntries = (lists: ListsDocument): AnilistEntries => ({
  entries: lists.lists.flatMap((list) => list.entries),
  scoreFormat: lists.user?.mediaListOptions.scoreFormat ?? null,
});

/**
 * The accepted shapes: AniList's GraphQL answer `{data:{MediaListCollection:{lists}}}`, the
 * MediaListCollection alone, or a plain array of entries (decision 094).
 */
function entriesOf(document: unknown): AnilistEntries {
  if (Array.isArray(document)) return { entries: document, scoreFormat: null };
  const answer = z
    .object({ data: z.object({ MediaListCollection: listsSchema }) })
    .safeParse(document);
  if (answer.success) return listedEntries(answer.data.data.MediaListCollection);
  const collection = z.object({ MediaListCollection: listsSchema }).safeParse(document);
  if (collection.success) return listedEntries(collection.data.MediaListCollection);
  const bare = listsSchema.safeParse(document);
  if (bare.success) return listedEntries(bare.data);
  throw badRequest(
    'This is not an AniList list: expected {"data":{"MediaListCollection":{"lists":[{"entries":[…]}]}}} or an array of list entries.',
    'invalid-import',
  );
}

/** The extras AniList knows, each kept only when it fits its field's rules. */
function extrasOf(media: AnilistEntry['media']): TrackedFieldsPatch {
  const candidates = {
    format: media.format,
    season: media.season,
    seasonYear: media.seasonYear,
    isAdult: media.isAdult,
    countryOfOrigin: media.countryOfOrigin,
    episodes: media.episodes,
  };
  const extras: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidates)) {
    if (value === undefined || value === null) continue;
    const checked = anilistExtrasShape[field as keyof typeof candidates].safeParse(value);
    if (checked.success) extras[field] = checked.data;
  }
  return extras;
}

/**
 * A file that does not name its score format: scores above 10 are on 100 points, fractions on
 * 10 with a decimal, whole numbers up to 10 on 10 points (decision 377).
 */
function guessedScoreFormat(entries: readonly AnilistEntry[]): AnilistScoreFormat {
  const scores = entries.map((entry) => entry.score ?? 0);
  if (scores.some((score) => score > 10)) return 'POINT_100';
  return scores.some((score) => !Number.isInteger(score)) ? 'POINT_10_DECIMAL' : 'POINT_10';
}

/** Everything the user kept on the entry, in the list's score format, each part bounded. */
function recordOf(entry: AnilistEntry, scoreFormat: AnilistScoreFormat): PersonalRecord {
  return {
    score: scoreOfAnilist(entry.score ?? 0, scoreFormat),
    startedOn: recordDateOfFuzzy(entry.startedAt),
    finishedOn: recordDateOfFuzzy(entry.completedAt),
    watchedEpisodes: boundedCount(entry.progress ?? 0, LIMITS.watchedEpisodes),
    timesWatched: boundedCount(entry.repeat ?? 0, LIMITS.timesWatched),
    rewatching: entry.status.trim().toUpperCase() === 'REPEATING',
    notes: (entry.notes ?? '').slice(0, LIMITS.notesLength),
    tags: '',
  };
}

function entryOf(
  entry: AnilistEntry,
  scoreFormat: AnilistScoreFormat,
): ImportEntry | ImportUnmatched {
  const { media } = entry;
  const titles = [
    media.title?.english,
    media.title?.romaji,
    media.title?.userPreferred,
    media.title?.native,
  ].filter((title, index, all): title is string => !!title && all.indexOf(title) === index);
  const shown = titles[0] ?? (media.id ? `AniList #${media.id}` : 'An untitled entry');
  const status = statusFromAnilist(entry.status);
  if (!status) return { title: shown, reason: `Unknown status "${entry.status}".` };
  if (titles.length === 0 && !media.idMal && !media.id) {
    return { title: shown, reason: 'The entry has neither a title nor an id.' };
  }
  const extras = extrasOf(media);
  return {
    title: shown,
    record: recordOf(entry, scoreFormat),
    lookup: {
      kind: 'catalogue',
      malId: media.idMal ?? null,
      anilistId: media.id ?? null,
      mediaType: extras.format === 'MOVIE' ? 'movie' : 'tv',
      titles,
      year: extras.seasonYear ?? null,
    },
    patch: {
      status,
      current_season: 1,
      current_episode: Math.min(entry.progress ?? 0, TRACKED_LIMITS.episode.max),
      ...extras,
    },
  };
}

/** An AniList list (parsed JSON). A title in several of the user's lists counts once. */
export function parseAnilistExport(document: unknown): ParsedImport {
  const { entries: raw, scoreFormat } = entriesOf(document);
  if (raw.length > IMPORT_MAX_ENTRIES) {
    throw badRequest(
      `This list has ${raw.length} entries; at most ${IMPORT_MAX_ENTRIES} can be imported at once.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [] };
  // Custom lists repeat entries of the standard ones.
  const seenMedia = new Set<number>();
  // In the file's order: an unreadable entry is reported where it stands.
  const readings: (AnilistEntry | null)[] = [];
  for (const candidate of raw) {
    const checked = entrySchema.safeParse(candidate);
    const mediaId = checked.data?.media.id;
    if (mediaId) {
      if (seenMedia.has(mediaId)) continue;
      seenMedia.add(mediaId);
    }
    readings.push(checked.data ?? null);
  }
  const readable = readings.filter((entry) => entry !== null);
  const format = scoreFormat ?? guessedScoreFormat(readable);
  for (const reading of readings) {
    const entry: ImportEntry | ImportUnmatched = reading
      ? entryOf(reading, format)
      : { title: 'An unreadable entry', reason: 'Not an AniList list entry.' };
    if ('lookup' in entry) parsed.entries.push(entry);
    else parsed.skipped.push(entry);
  }
  return parsed;
}
