import type { TitleFormat } from '../../../../../../shared/catalogue-types';
import { withoutSchedule, type CatalogueEntry, type CatalogueInput } from '../catalogue-entry';
import { parseCsv } from '../csv';
import { isAdult } from '../genre-map';
import { decodeHtmlEntities } from '../html-entities';

/** Below this many members a score is too thin to lead a top-rated list (decision 033). */
const TRUSTED_SCORE_MIN_MEMBERS = 1000;

const FORMATS: Record<string, TitleFormat> = {
  TV: 'TV',
  Movie: 'MOVIE',
  OVA: 'OVA',
  ONA: 'ONA',
  Special: 'SPECIAL',
  Music: 'MUSIC',
};

const COLUMNS = ['anime_id', 'name', 'genre', 'type', 'episodes', 'rating', 'members'] as const;
type Column = (typeof COLUMNS)[number];

function optionalNumber(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

function toEntry(field: (column: Column) => string): CatalogueEntry | null {
  const id = Number(field('anime_id'));
  const name = decodeHtmlEntities(field('name')).trim();
  if (!Number.isSafeInteger(id) || id <= 0 || name === '') return null;
  const format = FORMATS[field('type')] ?? 'UNKNOWN';
  const genreNames = field('genre')
    .split(',')
    .map((genre) => genre.trim())
    .filter((genre) => genre !== '');
  const episodes = optionalNumber(field('episodes'));
  const score = optionalNumber(field('rating'));
  const members = Math.max(0, Math.trunc(optionalNumber(field('members')) ?? 0));
  return {
    id,
    mediaType: format === 'MOVIE' ? 'movie' : 'tv',
    format,
    name,
    romajiName: name,
    synonyms: null,
    genreNames,
    tags: [],
    studios: null,
    episodes: episodes !== null && Number.isInteger(episodes) && episodes > 0 ? episodes : null,
    durationMinutes: null,
    score,
    voteCount: score === null ? 0 : members,
    popularity: members,
    scoreTrusted: score !== null && members >= TRUSTED_SCORE_MIN_MEMBERS,
    adult: isAdult(genreNames),
    status: 'UNKNOWN',
    year: null,
    season: null,
    posterUrl: null,
    sources: [`https://myanimelist.net/anime/${id}`],
    relatedSources: [],
    ...withoutSchedule(id),
  };
}

/** Reads the Anime Recommendations Database `anime.csv` (columns located by header name). */
export function readRecommendationsCsv(text: string): CatalogueInput {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const positions = new Map((header ?? []).map((name, index) => [name.trim(), index]));
  const missing = COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw new Error(`This CSV is not anime.csv: it lacks the column(s) ${missing.join(', ')}.`);
  }
  const entries: CatalogueEntry[] = [];
  const seen = new Set<number>();
  let skipped = 0;
  for (const row of rows) {
    if (row.length === 1 && row[0] === '') continue;
    const entry = toEntry((column) => row[positions.get(column) ?? -1] ?? '');
    if (!entry || seen.has(entry.id)) skipped++;
    else {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return { kind: 'anime-recommendations-database', entries, skipped };
}
