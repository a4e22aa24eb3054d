import { SaxesParser } from 'saxes';
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
import { badRequest, HttpError } from '../../../http/http-error';
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

type MalField = (typeof MAL_ENTRY_FIELDS)[number];
const ENTRY_FIELDS = new Set<string>(MAL_ENTRY_FIELDS);

/** A line's fields as written; a field given twice, or holding elements, reads as empty. */
type MalAnime = Partial<Record<MalField, string>>;

const textOf = (value: string | undefined): string => (value ?? '').trim();

function wholeNumberOf(value: string | undefined): number | null {
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
    notes: (anime.my_comments ?? '').slice(0, LIMITS.notesLength),
    tags: (anime.my_tags ?? '').slice(0, LIMITS.tagsLength),
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

const tooDeep = () =>
  badRequest(
    `This XML file nests elements more than ${MAX_XML_DEPTH} deep, past the import’s limit; a MyAnimeList export nests them 3 deep.`,
    'invalid-import',
  );

/** What a MyAnimeList export says, read in one pass over its text. */
interface MalDocument {
  root: string | null;
  exportType: string;
  /** Every `<anime>` of the root, counted even past the ones kept. */
  count: number;
  anime: MalAnime[];
}

/**
 * Reads the export with a streaming, well-formedness-checking reader, keeping only the fields an
 * import uses: a 20,000-line export is one pass and a few objects a line, where building the whole
 * document first cost seconds (issue 32). Nesting is bounded as the elements open.
 */
function readMalDocument(text: string): MalDocument {
  const document: MalDocument = { root: null, exportType: '', count: 0, anime: [] };
  const reader = new SaxesParser({ position: true });
  let depth = 0;
  let section: 'myinfo' | 'anime' | null = null;
  let line: MalAnime = {};
  let field: { name: string; text: string; plain: boolean } | null = null;
  const written = new Set<string>();
  const addText = (part: string) => {
    if (field && depth === 3) field.text += part;
  };
  reader.on('opentag', ({ name }) => {
    depth += 1;
    if (depth > MAX_XML_DEPTH) throw tooDeep();
    if (depth === 1) document.root = name;
    else if (depth === 2) {
      section = name === 'myinfo' || name === 'anime' ? name : null;
      line = {};
      written.clear();
    } else if (depth === 3 && section) {
      const read = section === 'anime' ? ENTRY_FIELDS.has(name) : name === 'user_export_type';
      field = read ? { name, text: '', plain: !written.has(name) } : null;
      written.add(name);
    } else if (field) field.plain = false;
  });
  reader.on('text', addText);
  reader.on('cdata', addText);
  reader.on('closetag', () => {
    if (depth === 3 && field) {
      const value = field.plain ? field.text : '';
      if (section === 'myinfo') document.exportType = value;
      else line[field.name as MalField] = value;
      field = null;
    } else if (depth === 2 && section === 'anime') {
      document.count += 1;
      if (document.count <= IMPORT_MAX_ENTRIES) document.anime.push(line);
    }
    depth -= 1;
  });
  try {
    reader.write(text).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = (error as Error).message.replace(/^\d+:\d+: /, '');
    throw badRequest(
      `This is not a well-formed XML file (line ${reader.line}: ${message}).`,
      'invalid-import',
    );
  }
  return document;
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
  const document = readMalDocument(text);
  if (document.root !== 'myanimelist') {
    throw badRequest(
      'This is not a MyAnimeList export: its root element should be <myanimelist>.',
      'invalid-import',
    );
  }
  const exportType = textOf(document.exportType);
  if (exportType !== '' && exportType !== ANIME_EXPORT) {
    throw badRequest(
      'This MyAnimeList export is a manga list; only anime lists can be imported.',
      'invalid-import',
    );
  }
  if (document.count > IMPORT_MAX_ENTRIES) {
    throw badRequest(
      `This list has ${document.count} entries; at most ${IMPORT_MAX_ENTRIES} can be imported at once.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [] };
  for (const entry of document.anime.map(entryOf)) {
    if ('lookup' in entry) parsed.entries.push(entry);
    else parsed.skipped.push(entry);
  }
  return parsed;
}
