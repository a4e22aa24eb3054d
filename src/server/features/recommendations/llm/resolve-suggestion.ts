import type { CatalogueListItem } from '../../../../shared/catalogue-types';
import { TitleMatch, titleMatch } from '../../../../shared/search';
import { pickBestMatch, planTitleIdCheck } from '../../../../shared/title-id-check';
import {
  listItemFromDetails,
  type CatalogueReader,
  type TitleDetails,
} from '../../catalogue/catalogue-reader';
import type { Suggestion } from './suggestions';

/**
 * Spec §5 "Title id check": the suggested id is kept only when `GET {type}/{id}` finds a title
 * of that name (models often give another title's id); otherwise the title is searched by name
 * and year. Null when neither finds it: the suggestion is dropped, never shown unverified.
 */
export async function resolveSuggestion(
  reader: CatalogueReader,
  suggestion: Suggestion,
): Promise<CatalogueListItem | null> {
  const [first, second] = planTitleIdCheck({
    id: suggestion.id,
    media_type: suggestion.media_type,
    title: suggestion.title,
    year: suggestion.year,
  });
  const search = second ?? first;
  if (second && first) {
    const details = (await reader.call(first)) as TitleDetails | null;
    // A containing title ("Gintama" in "Yorinuki Gintama-san") is another title: search instead.
    if (details && titleMatch(details, suggestion.title) <= TitleMatch.prefix) {
      return listItemFromDetails(details, suggestion.media_type);
    }
  }
  if (!search) return null;
  const results = await reader.search(search);
  const found = pickBestMatch(results, suggestion.title, suggestion.year);
  if (found) return { ...found, media_type: suggestion.media_type };
  return byOtherName(reader, suggestion, results);
}

/** Results found only through another name they go by ("Kimi no Na wa." for Your Name.). */
const OTHER_NAME_CANDIDATES = 3;

async function byOtherName(
  reader: CatalogueReader,
  suggestion: Suggestion,
  results: readonly CatalogueListItem[],
): Promise<CatalogueListItem | null> {
  for (const item of results.slice(0, OTHER_NAME_CANDIDATES)) {
    const details = await reader.details(suggestion.media_type, item.id);
    if (details && titleMatch(details, suggestion.title) === TitleMatch.exact) {
      return listItemFromDetails(details, suggestion.media_type);
    }
  }
  return null;
}
