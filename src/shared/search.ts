import { ANIMATION_GENRE_ID, JAPANESE_LANGUAGE } from './catalogue-constants';
import type { CatalogueListItem } from './catalogue-types';
import { comparableText } from './normalise';

export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_RESULTS = 8;
export const SEARCH_VARIANT_SUFFIXES: readonly string[] = ['anime', 'animated'];

/** Documentary, music, history, war, thriller, crime: never anime films worth suggesting. */
export const EXCLUDED_MOVIE_GENRE_IDS: readonly number[] = [99, 10402, 36, 10752, 53, 80];

/** Length in characters, not UTF-16 units, so one emoji or rare kanji counts once. */
export function isSearchable(query: string): boolean {
  return Array.from(query.trim()).length >= MIN_SEARCH_LENGTH;
}

/** The plain query, then the query plus 'anime', then plus 'animated'. */
export function searchVariants(query: string): string[] {
  const plain = query.trim();
  return [plain, ...SEARCH_VARIANT_SUFFIXES.map((suffix) => `${plain} ${suffix}`)];
}

export interface SearchFilterOptions {
  /** False when the catalogue has no posters (the offline catalogue), so none can be required. */
  requirePoster: boolean;
}

/** Japanese animation by TMDB's marks: the Animation genre (16) and Japanese as the original language. */
export function isJapaneseAnimation(
  item: Pick<CatalogueListItem, 'genre_ids' | 'original_language'>,
): boolean {
  return (
    item.genre_ids.includes(ANIMATION_GENRE_ID) && item.original_language === JAPANESE_LANGUAGE
  );
}

export function keepSearchResult(
  item: CatalogueListItem,
  { requirePoster }: SearchFilterOptions,
): boolean {
  if (item.media_type !== 'tv' && item.media_type !== 'movie') return false;
  if (requirePoster && !item.poster_path?.trim()) return false;
  if (!isJapaneseAnimation(item)) return false;
  if (item.media_type === 'movie') {
    return !item.genre_ids.some((genreId) => EXCLUDED_MOVIE_GENRE_IDS.includes(genreId));
  }
  return true;
}

/** How well a title matches: lower is better. */
export const TitleMatch = { exact: 0, prefix: 1, contains: 2, none: 3 } as const;
export type TitleMatch = (typeof TitleMatch)[keyof typeof TitleMatch];

/** Details also carry the other names a title goes by (the offline catalogue's synonyms). */
type TitledItem = Pick<CatalogueListItem, 'title' | 'name' | 'original_title' | 'original_name'> & {
  synonyms?: readonly string[];
};

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function matchOf(text: string, wanted: string): TitleMatch {
  if (text === wanted) return TitleMatch.exact;
  if (text.startsWith(wanted)) return TitleMatch.prefix;
  // Latin titles match from a word start ("tit" finds "Attack on Titan", "one" skips "Gone");
  // Japanese writes words without spaces, so there any position counts.
  const found = UNSPACED_SCRIPT.test(wanted)
    ? text.includes(wanted)
    : ` ${text}`.includes(` ${wanted}`);
  return found ? TitleMatch.contains : TitleMatch.none;
}

/** The best match of the whole query against any of the item's titles (case, accents ignored). */
export function titleMatch(item: TitledItem, query: string): TitleMatch {
  const wanted = comparableText(query);
  if (wanted === '') return TitleMatch.none;
  const names = [item.title, item.name, item.original_title, item.original_name];
  const candidates = [...names, ...(item.synonyms ?? [])]
    .map(comparableText)
    .filter((text) => text !== '');
  return Math.min(
    TitleMatch.none,
    ...candidates.map((text) => matchOf(text, wanted)),
  ) as TitleMatch;
}

const NOT_IN_PLAIN_ANSWER = Number.MAX_SAFE_INTEGER;

/**
 * Merges the answers of the query variants, the plain query's first (spec §5, decision 354).
 * Title matches come first: an exact name, then the plain query's other results in the
 * catalogue's own order (the catalogue matched each on one of its names, including the ones a
 * result does not carry, and knows a franchise: a series' first season before its sequels and
 * films), then the variants' results whose shown names match, by match then popularity. The rest
 * follows by popularity. One entry per media type and id.
 */
export function rankSearchResults(
  answers: readonly (readonly CatalogueListItem[])[],
  query: string,
): CatalogueListItem[] {
  const unique = new Map<string, { item: CatalogueListItem; plainRank: number }>();
  answers.forEach((items, answerIndex) => {
    items.forEach((item, index) => {
      const key = `${item.media_type ?? ''}:${item.id}`;
      const plainRank = answerIndex === 0 ? index : NOT_IN_PLAIN_ANSWER;
      if (!unique.has(key)) unique.set(key, { item, plainRank });
    });
  });
  return [...unique.values()]
    .map((entry) => ({ ...entry, group: rankGroup(entry.item, entry.plainRank, query) }))
    .sort(
      (a, b) =>
        a.group - b.group || a.plainRank - b.plainRank || b.item.popularity - a.item.popularity,
    )
    .slice(0, MAX_SEARCH_RESULTS)
    .map(({ item }) => item);
}

/** Exact names, the plain answer, the variants' prefix then containing matches, the rest. */
function rankGroup(item: CatalogueListItem, plainRank: number, query: string): number {
  const match = titleMatch(item, query);
  if (match === TitleMatch.exact) return 0;
  if (plainRank !== NOT_IN_PLAIN_ANSWER) return 1;
  return match + 1;
}
