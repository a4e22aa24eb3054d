import { z } from 'zod';
import { IMPORT_MAX_ENTRIES, type ImportUnmatched } from '../../../../shared/lists-api';
import { statusFromAnilist } from '../../../../shared/lists-import-status';
import {
  TRACKED_LIMITS,
  anilistExtrasShape,
  type TrackedFieldsPatch,
} from '../../../../shared/tracked-title';
import { badRequest } from '../../../http/http-error';
import type { ImportEntry, ParsedImport } from './import-entry';

const name = z.string().trim().max(TRACKED_LIMITS.titleLength).nullish();

/** An AniList MediaList entry, as much of it as an import reads; unknown fields pass. */
const entrySchema = z.object({
  status: z.string().max(20),
  progress: z.number().int().min(0).nullish(),
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
});

/**
 * The accepted shapes: AniList's GraphQL answer `{data:{MediaListCollection:{lists}}}`, the
 * MediaListCollection alone, or a plain array of entries (decision 094).
 */
function entriesOf(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  const answer = z
    .object({ data: z.object({ MediaListCollection: listsSchema }) })
    .safeParse(document);
  if (answer.success) return answer.data.data.MediaListCollection.lists.flatMap((l) => l.entries);
  const collection = z.object({ MediaListCollection: listsSchema }).safeParse(document);
  if (collection.success)
    return collection.data.MediaListCollection.lists.flatMap((l) => l.entries);
  const bare = listsSchema.safeParse(document);
  if (bare.success) return bare.data.lists.flatMap((list) => list.entries);
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

function entryOf(entry: AnilistEntry): ImportEntry | ImportUnmatched {
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
  const raw = entriesOf(document);
  if (raw.length > IMPORT_MAX_ENTRIES) {
    throw badRequest(
      `This list has ${raw.length} entries; at most ${IMPORT_MAX_ENTRIES} can be imported at once.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [] };
  // Custom lists repeat entries of the standard ones.
  const seenMedia = new Set<number>();
  for (const candidate of raw) {
    const checked = entrySchema.safeParse(candidate);
    if (!checked.success) {
      parsed.skipped.push({ title: 'An unreadable entry', reason: 'Not an AniList list entry.' });
      continue;
    }
    const mediaId = checked.data.media.id;
    if (mediaId) {
      if (seenMedia.has(mediaId)) continue;
      seenMedia.add(mediaId);
    }
    const entry = entryOf(checked.data);
    if ('lookup' in entry) parsed.entries.push(entry);
    else parsed.skipped.push(entry);
  }
  return parsed;
}
