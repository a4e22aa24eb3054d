import type { CatalogueListItem, MediaType, Paged } from '../../../../shared/catalogue-types';
import type { CatalogueStore, SqlValues } from './catalogue-store';
import { listItem } from './list-items';
import { paged } from './paging';
import { normaliseForSearch, SYNONYM_SEPARATOR as BAR } from './search-text';

const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 10;

/**
 * Match quality, best first: the exact name, an exact synonym, a name starting with the query,
 * a synonym starting with it, a name containing it from a word start, then any other match.
 */
const MATCH_TIER = `CASE
  WHEN t.search_name = :phrase THEN 0
  WHEN instr(t.search_synonyms, '${BAR}' || :phrase || '${BAR}') > 0 THEN 1
  WHEN substr(t.search_name, 1, length(:phrase)) = :phrase THEN 2
  WHEN instr(t.search_synonyms, '${BAR}' || :phrase) > 0 THEN 3
  WHEN instr(' ' || t.search_name, ' ' || :phrase) > 0 THEN 4
  ELSE 5 END AS tier`;

export interface SearchRequest {
  query: string | undefined;
  /** Both types for search/multi. */
  mediaType: MediaType | null;
  includeAdult: boolean;
  year: number | null;
  page: number;
}

/** Every word of the query as a prefix, all required: "shingeki kyo" finds Shingeki no Kyojin. */
function matchExpression(phrase: string): string {
  return phrase
    .split(' ')
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/** Searches names and synonyms through the FTS5 index, ranked by match quality then popularity. */
export function searchTitles(
  store: CatalogueStore,
  request: SearchRequest,
): Paged<CatalogueListItem> {
  const phrase = normaliseForSearch((request.query ?? '').slice(0, MAX_QUERY_LENGTH));
  if (phrase === '') return paged(request.page, [], 0);
  const conditions = ['titles_search MATCH :match'];
  const values: SqlValues = { match: matchExpression(phrase), phrase };
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
      from: `FROM titles_search JOIN titles t ON t.id = titles_search.rowid WHERE ${conditions.join(' AND ')}`,
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
