import { CATALOGUE_LANGUAGE } from './catalogue-constants';
import type { CatalogueListItem, MediaType } from './catalogue-types';
import { comparableText, releaseYear } from './normalise';
import { TitleMatch, titleMatch } from './search';

/** A tracked or recommended title whose catalogue id needs checking (spec §5 "Title id check"). */
export interface TitleToCheck {
  id?: number | null;
  media_type: MediaType;
  title: string;
  year?: number | null;
}

/** One catalogue call: the proxy endpoint and its query parameters. */
export interface CatalogueRequest {
  endpoint: string;
  params: Record<string, string>;
}

function isPositiveInteger(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The calls to make, in order, stopping at the first that succeeds: the details of the known id,
 * then a search by title and year. Without a usable id only the search is planned.
 */
export function planTitleIdCheck(title: TitleToCheck): CatalogueRequest[] {
  const search: CatalogueRequest = {
    endpoint: `search/${title.media_type}`,
    params: {
      query: title.title.trim(),
      ...(isPositiveInteger(title.year) ? { year: String(title.year) } : {}),
      include_adult: 'false',
      language: CATALOGUE_LANGUAGE,
    },
  };
  if (!isPositiveInteger(title.id)) return [search];
  return [{ endpoint: `${title.media_type}/${title.id}`, params: {} }, search];
}

/** Wrong years by one are common (premiere late in December, model recall), so they still count. */
function yearCloseness(candidateYear: number | null, year: number | null | undefined): number {
  if (candidateYear === null || !isPositiveInteger(year)) return 0;
  const distance = Math.abs(candidateYear - year);
  return distance === 0 ? 2 : distance === 1 ? 1 : 0;
}

/**
 * The search result that is the title: the closest title match (exact, then prefix, then
 * containment), then the closest year, then the catalogue's own relevance order. Null when no
 * result's title matches at all, so a wrong id is never adopted.
 */
export function pickBestMatch(
  results: readonly CatalogueListItem[],
  title: string,
  year?: number | null,
): CatalogueListItem | null {
  if (comparableText(title) === '') return null;
  let best: { item: CatalogueListItem; match: TitleMatch; closeness: number } | null = null;
  for (const item of results) {
    const match = titleMatch(item, title);
    if (match === TitleMatch.none) continue;
    const closeness = yearCloseness(releaseYear(item), year);
    if (
      best === null ||
      match < best.match ||
      (match === best.match && closeness > best.closeness)
    ) {
      best = { item, match, closeness };
    }
  }
  return best?.item ?? null;
}
