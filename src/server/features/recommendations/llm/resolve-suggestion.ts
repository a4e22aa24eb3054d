import type { CatalogueListItem } from '../../../../shared/catalogue-types';
import { TitleMatch, titleMatch } from '../../../../shared/search';
import { pickBestMatch, planTitleIdCheck } from '../../../../shared/title-id-check';
import type { CatalogueReader } from '../catalogue-reader';
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
    const details = await reader.call(first);
    if (details && typeof details === 'object') {
      const item = details as CatalogueListItem & { genres?: { id: number }[] };
      // A containing title ("Gintama" in "Yorinuki Gintama-san") is another title: search instead.
      if (titleMatch(item, suggestion.title) <= TitleMatch.prefix) {
        return {
          ...item,
          media_type: suggestion.media_type,
          genre_ids: (item.genres ?? []).map((genre) => genre.id),
        };
      }
    }
  }
  if (!search) return null;
  const results = await reader.search(search);
  const found = pickBestMatch(results, suggestion.title, suggestion.year);
  return found ? { ...found, media_type: suggestion.media_type } : null;
}
