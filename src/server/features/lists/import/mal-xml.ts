import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_MAX_ENTRIES, type ImportUnmatched } from '../../../../shared/lists-api';
import { statusFromMal } from '../../../../shared/lists-import-status';
import {
  PERSONAL_RECORD_LIMITS as LIMITS,
  boundedCount,
  recordDateOf,
  scoreOfMal,
  type PersonalRecord,
} from '../../../../shared/personal-record';
import { TRACKED_LIMITS } from '../../../../shared/tracked-title';
import { badRequest } from '../../../http/http-error';
import type { ImportEntry, ParsedImport } from './import-entry';

/** DOCTYPEs declare entities, the door to entity-expansion bombs and external files. */
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY)/i;
const ANIME_EXPORT = '1';
/** A MyAnimeList export nests elements three deep (myanimelist, anime, a field); room to spare. */
export const MAX_XML_DEPTH = 16;
/** MyAnimeList's types (TV, Movie, TV Special…) are short words. */
const MAX_TYPE_LENGTH = 20;

/** The fields of an `<anime>` the import keeps, every one a user wrote (issue 32). */
export const MAL_ENTRY_FIELDS = [
  'series_animedb_id',
  'series_title',
  'series_type',
  'series_episodes',
  'my_watched_episodes',
  'my_start_date',
  'my_finish_date',
  'my_score',
  'my_status',
  'my_comments',
  'my_times_watched',
  'my_tags',
  'my_rewatching',
] as const;

/**
 * The elements an import reads. The parser drops the rest as it goes (storage, priority, the
 * account's totals…), which keeps the parse of a 20,000-entry export short.
 */
const READ_TAGS = new Set<string>([
  'myanimelist',
  'myinfo',
  'user_export_type',
  'anime',
  ...MAL_ENTRY_FIELDS,
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  // Notes and tags are kept as written, edge spaces included; numbers are trimmed when read.
  trimValues: false,
  // Only the five predefined XML entities remain once declarations are refused.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'anime',
  updateTag: (name) => READ_TAGS.has(name),
  maxNestedTags: MAX_XML_DEPTH,
});

type XmlValue = string | number | boolean | Record<string, unknown> | undefined;

type MalAnime = Partial<Record<MalField, XmlValue>>;
type MalField =
  | 'series_animedb_id'
  | 'series_title'
  | 'series_type'
  | 'series_episodes'
  | 'my_watched_episodes'
  | 'my_start_date'
  | 'my_finish_date'
  | 'my_score'
  | 'my_status'
  | 'my_comments'
  | 'my_times_watched'
  | 'my_tags'
  | 'my_rewatching';

const writtenTextOf = (value: XmlValue): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const textOf = (value: XmlValue): string => writtenTextOf(value).trim();

function wholeNumberOf(value: XmlValue): number | null {
  const text = textOf(value);
  if (!/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}

/** Everything the user kept on the line, as written, each part bounded. */
function recordOf(anime: MalAnime, watched: number): PersonalRecord {
  return {
    score: scoreOfMal(wholeNumberOf(anime.my_score) ?? 0),
    startedOn: recordDateOf(textOf(anime.my_start_date)),
    finishedOn: recordDateOf(textOf(anime.my_finish_date)),
    watchedEpisodes: boundedCount(watched, LIMITS.watchedEpisodes),
    timesWatched: boundedCount(wholeNumberOf(anime.my_times_watched) ?? 0, LIMITS.timesWatched),
    rewatching: textOf(anime.my_rewatching) === '1',
    notes: writtenTextOf(anime.my_comments).slice(0, LIMITS.notesLength),
    tags: writtenTextOf(anime.my_tags).slice(0, LIMITS.tagsLength),
  };
}

function entryOf(anime: MalAnime): ImportEntry | ImportUnmatched {
  const malId = wholeNumberOf(anime.series_animedb_id);
  const title = textOf(anime.series_title).slice(0, TRACKED_LIMITS.titleLength);
  const shown = title || (malId ? `MyAnimeList #${malId}` : 'An untitled entry');
  if (!title && !malId) return { title: shown, reason: 'The entry has neither a title nor an id.' };
  const statusText = textOf(anime.my_status);
  const status = statusFromMal(statusText);
  if (!status) return { title: shown, reason: `Unknown status "${statusText}".` };
  const watched = wholeNumberOf(anime.my_watched_episodes) ?? 0;
  return {
    title: shown,
    record: recordOf(anime, watched),
    listed: {
      title,
      type: textOf(anime.series_type).slice(0, MAX_TYPE_LENGTH),
      episodes: boundedCount(wholeNumberOf(anime.series_episodes) ?? 0, LIMITS.watchedEpisodes),
    },
    lookup: {
      kind: 'catalogue',
      malId,
      anilistId: null,
      mediaType: textOf(anime.series_type).toLowerCase() === 'movie' ? 'movie' : 'tv',
      titles: title ? [title] : [],
      year: null,
    },
    patch: {
      status,
      current_season: 1,
      current_episode: Math.min(watched, TRACKED_LIMITS.episode.max),
    },
  };
}

/** The reader's own limits (nesting, entity expansions) refuse a file, named for the user. */
function limitSentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/nested tags/i.test(message)) {
    return `This XML file nests elements more than ${MAX_XML_DEPTH} deep, past the import’s limit; a MyAnimeList export nests them 3 deep.`;
  }
  return `This XML file goes past a limit of the XML reader: ${message.replace(/^\[\w+\]\s*/, '')}.`;
}

function parsedXml(text: string): unknown {
  try {
    return parser.parse(text);
  } catch (error) {
    throw badRequest(limitSentence(error), 'invalid-import');
  }
}

/**
 * A MyAnimeList anime list export (root `myanimelist`, `myinfo`, then `anime` entries), as
 * XML text. Refuses DOCTYPEs and entity declarations outright, manga exports, and more than
 * IMPORT_MAX_ENTRIES entries.
 */
export function parseMalExport(text: string): ParsedImport {
  if (DECLARATIONS.test(text)) {
    throw badRequest(
      'This XML file declares a DOCTYPE or entities, which are refused for safety. Upload the file exactly as MyAnimeList exported it.',
      'invalid-import',
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw badRequest(
      `This is not a well-formed XML file (line ${valid.err.line}: ${valid.err.msg}).`,
      'invalid-import',
    );
  }
  const document = parsedXml(text) as {
    myanimelist?: { myinfo?: { user_export_type?: XmlValue }; anime?: MalAnime[] } | string;
  };
  const root = document.myanimelist;
  if (root === undefined) {
    throw badRequest(
      'This is not a MyAnimeList export: its root element should be <myanimelist>.',
      'invalid-import',
    );
  }
  if (typeof root !== 'object') return { entries: [], skipped: [] };
  const exportType = textOf(root.myinfo?.user_export_type);
  if (exportType !== '' && exportType !== ANIME_EXPORT) {
    throw badRequest(
      'This MyAnimeList export is a manga list; only anime lists can be imported.',
      'invalid-import',
    );
  }
  const anime = root.anime ?? [];
  if (anime.length > IMPORT_MAX_ENTRIES) {
    throw badRequest(
      `This list has ${anime.length} entries; at most ${IMPORT_MAX_ENTRIES} can be imported at once.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [] };
  for (const entry of anime.map(entryOf)) {
    if ('lookup' in entry) parsed.entries.push(entry);
    else parsed.skipped.push(entry);
  }
  return parsed;
}
