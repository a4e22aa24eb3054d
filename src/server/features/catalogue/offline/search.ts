import type { CatalogueListItem, MediaType, Paged } from '../../../../shared/catalogue-types';
import type { CatalogueStore, SqlValues } from './catalogue-store';
import { compactNameHolding, wholeCompactName } from './compact-match';
import { listItem } from './list-items';
import { paged } from './paging';
import { compactForSearch, normaliseForSearch, SYNONYM_SEPARATOR as BAR } from './search-text';

const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 10;

/**
 * Match quality, best first: the exact name, an exact other name, a name starting with the query,
 * another name starting with it, a name containing it from a word start, then any other match.
 * Each compares the folded text and the compact text (no spaces), so "dandadan" ranks DAN DA DAN
 * as an exact match. search_compact starts with the name's own compact form.
 */
const MATCH_TIER = `CASE
  WHEN t.search_name = :phrase
    OR substr(t.search_compact, 1, length(:compact) + 2) = '${BAR}' || :compact || '${BAR}' THEN 0
  WHEN instr(t.search_synonyms, '${BAR}' || :phrase || '${BAR}') > 0
    OR instr(t.search_compact, '${BAR}' || :compact || '${BAR}') > 0 THEN 1
  WHEN substr(t.search_name, 1, length(:phrase)) = :phrase
    OR substr(t.search_compact, 1, length(:compact) + 1) = '${BAR}' || :compact THEN 2
  WHEN instr(t.search_synonyms, '${BAR}' || :phrase) > 0
    OR instr(t.search_compact, '${BAR}' || :compact) > 0 THEN 3
  WHEN instr(' ' || t.search_name, ' ' || :phrase) > 0 THEN 4
  ELSE 5 END AS tier`;

/**
 * A word like "shi" matches half the catalogue, and ranking every match held the event loop for
 * 300-500 ms at 40,000 titles (decision 387). Each index gives at most this many titles (its
 * first, in id order) to rank, beside the titles a name is exactly, which always come first.
 */
const MAX_MATCHES_PER_INDEX = 2000;

const FROM_EACH_INDEX = `SELECT rowid FROM
    (SELECT rowid FROM titles_search WHERE titles_search MATCH :match LIMIT ${MAX_MATCHES_PER_INDEX})
  UNION ALL SELECT rowid FROM
    (SELECT rowid FROM titles_compact WHERE titles_compact MATCH :compactMatch
      LIMIT ${MAX_MATCHES_PER_INDEX})
  UNION ALL SELECT rowid FROM titles_compact WHERE titles_compact MATCH :wholeName`;

export interface SearchRequest {
  query: string | undefined;
  /** Both types for search/multi. */
  mediaType: MediaType | null;
  includeAdult: boolean;
  year: number | null;
  page: number;
}

/** Every word of the query as a prefix, all required: "shingeki kyo" finds Shingeki no Kyojin. */
export function wordPrefixMatch(phrase: string): string {
  return phrase
    .split(' ')
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/**
 * Searches every name: each word as a prefix through the word index, or the whole query inside a
 * name once spaces and punctuation are gone through the trigram index. Ranked by match quality,
 * then popularity; a broad query's total counts the titles it ranks.
 */
export function searchTitles(
  store: CatalogueStore,
  request: SearchRequest,
): Paged<CatalogueListItem> {
  const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const phrase = normaliseForSearch(query);
  const compact = compactForSearch(query);
  if (phrase === '' || compact === '') return paged(request.page, [], 0);
  // Index look-ups, never a read of every title (decision 346).
  const conditions = [`t.id IN (${FROM_EACH_INDEX})`, 't.show_id IS NULL'];
  const values: SqlValues = {
    match: wordPrefixMatch(phrase),
    compactMatch: compactNameHolding(compact),
    wholeName: wholeCompactName(compact),
    phrase,
    compact,
  };
  if (!request.includeAdult) conditions.push('t.adult = 0');
  if (request.mediaType) {
    conditions.push('t.media_type = :mediaType');
    values.mediaType = request.mediaType;
  }
  if (request.year !== null) {
    conditions.push('t.year = :year');
    values.year = request.year;
  }
  const { rows, total } = store.page(
    {
      from: `FROM titles t WHERE ${conditions.join(' AND ')}`,
      rank: MATCH_TIER,
      order: 'tier, t.popularity DESC, t.id',
    },
    values,
    request.page,
  );
  const multi = request.mediaType === null;
  return paged(
    request.page,
    rows.map((row) => listItem(row, multi)),
    total,
  );
}
