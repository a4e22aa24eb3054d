import { z } from 'zod';
import type { TitleFormat } from '../../../../../../shared/catalogue-types';
import { POSTER_HOSTS } from '../../../../../http/security-headers';
import { withoutSchedule, type CatalogueEntry, type CatalogueInput } from '../catalogue-entry';
import { genreForTag, isAdult } from '../genre-map';
import { decodeHtmlEntities } from '../html-entities';
import { OfflineDatabaseIds, siteIds } from '../offline-database-ids';

/** A score averaged over at least this many sites may lead a top-rated list (decision 033). */
const TRUSTED_SCORE_MIN_SOURCES = 3;

const FORMATS = ['TV', 'MOVIE', 'OVA', 'ONA', 'SPECIAL', 'UNKNOWN'] as const;
const STATUSES = ['FINISHED', 'ONGOING', 'UPCOMING', 'UNKNOWN'] as const;
const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'] as const;

const textList = z.array(z.string()).catch([]);

/** One entry of anime-offline-database (current and older releases); unknown fields ignored. */
const entrySchema = z.object({
  sources: z.array(z.string()).min(1),
  title: z.string().trim().min(1),
  type: z.enum(FORMATS).catch('UNKNOWN'),
  episodes: z.number().int().nonnegative().catch(0),
  status: z.enum(STATUSES).catch('UNKNOWN'),
  animeSeason: z
    .object({
      season: z.enum(SEASONS).nullable().catch(null),
      year: z.number().int().min(1900).max(2200).nullable().catch(null),
    })
    .nullable()
    .catch(null),
  picture: z.string().nullable().catch(null),
  duration: z.object({ value: z.number().nonnegative(), unit: z.string() }).nullable().catch(null),
  score: z
    .object({ arithmeticMean: z.number().min(0).max(10) })
    .nullable()
    .catch(null),
  synonyms: textList,
  studios: textList,
  relatedAnime: textList,
  relations: textList,
  tags: textList,
});

export type OfflineDatabaseEntry = z.infer<typeof entrySchema>;

/** One entry checked against the schema; null when it does not fit. */
export function parseOfflineDatabaseEntry(raw: unknown): OfflineDatabaseEntry | null {
  const parsed = entrySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function posterFrom(picture: string | null): string | null {
  if (!picture || !URL.canParse(picture)) return null;
  // A picture on a host the content security policy does not allow would never load.
  return POSTER_HOSTS.includes(new URL(picture).origin) ? picture : null;
}

function minutesFrom(duration: OfflineDatabaseEntry['duration']): number | null {
  if (!duration || duration.unit !== 'SECONDS') return null;
  const minutes = Math.round(duration.value / 60);
  return minutes > 0 ? minutes : null;
}

/** Studios come lower case ("toei animation", "a-1 pictures"); shown as names are written. */
function studioName(studio: string): string {
  return studio.replace(
    /(^|[\s.\-/])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The entry as a catalogue title under `id`. */
export function toEntry(raw: OfflineDatabaseEntry, id: number): CatalogueEntry {
  const format: TitleFormat = raw.type;
  const genreNames = [...new Set(raw.tags.map(genreForTag).filter((genre) => genre !== null))];
  const score = raw.score ? Math.round(raw.score.arithmeticMean * 100) / 100 : null;
  const sites = raw.sources.length;
  const year = raw.animeSeason?.year ?? null;
  return {
    id,
    mediaType: format === 'MOVIE' ? 'movie' : 'tv',
    format,
    name: decodeHtmlEntities(raw.title),
    romajiName: decodeHtmlEntities(raw.title),
    synonyms: [...new Set(raw.synonyms.map(decodeHtmlEntities))],
    genreNames,
    tags: [...new Set(raw.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
    studios: raw.studios.map(studioName),
    episodes: raw.episodes > 0 ? raw.episodes : null,
    durationMinutes: minutesFrom(raw.duration),
    score,
    // No member counts exist here: how many sites list a title stands in for them (decision 033).
    voteCount: score === null ? 0 : sites,
    popularity: sites,
    scoreTrusted: score !== null && sites >= TRUSTED_SCORE_MIN_SOURCES,
    adult: isAdult(genreNames),
    status: raw.status,
    year,
    season: year === null ? null : (raw.animeSeason?.season ?? null),
    posterUrl: posterFrom(raw.picture),
    sources: raw.sources,
    relatedSources: raw.relatedAnime.length > 0 ? raw.relatedAnime : raw.relations,
    ...withoutSchedule(null),
    externalIds: { ...siteIdsOf(raw), bangumi: null, tmdb: null },
  };
}

function siteIdsOf(raw: OfflineDatabaseEntry) {
  const { mal, anilist, anidb } = siteIds(raw.sources);
  return { mal, anilist, anidb };
}

function entriesOf(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  const data = (document as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  throw new Error('This JSON is not anime-offline-database: it has no "data" array.');
}

function convert(rawEntries: Iterable<unknown>, malformed: number): CatalogueInput {
  const ids = new OfflineDatabaseIds();
  const entries: CatalogueEntry[] = [];
  let skipped = malformed;
  for (const raw of rawEntries) {
    const parsed = parseOfflineDatabaseEntry(raw);
    const id = parsed ? ids.assign(parsed.sources) : null;
    if (parsed && id !== null) entries.push(toEntry(parsed, id));
    else skipped++;
  }
  return { kind: 'anime-offline-database', entries, skipped };
}

/** The `.json` release: `{ license, repository, lastUpdate, data: [entries] }`. */
export function readOfflineDatabaseJson(text: string): CatalogueInput {
  return convert(entriesOf(JSON.parse(text)), 0);
}

/** The `.jsonl` release: a metadata line, then one entry per line. */
export function readOfflineDatabaseJsonLines(text: string): CatalogueInput {
  const documents: unknown[] = [];
  let malformed = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const document: unknown = JSON.parse(line);
      const isEntry = typeof document === 'object' && document !== null && 'sources' in document;
      if (isEntry) documents.push(document);
    } catch {
      malformed++;
    }
  }
  if (documents.length === 0 && malformed > 0) {
    throw new Error('This file is not JSON Lines: no line holds a JSON entry.');
  }
  return convert(documents, malformed);
}
