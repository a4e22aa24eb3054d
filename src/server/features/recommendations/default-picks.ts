import { isAdultTitle } from '../../../shared/adult-filter';
import { recommendationFallbackParams } from '../../../shared/discover-queries';
import type { RecommendedTitle } from '../../../shared/recommendations-api';
import { candidateKey } from './built-in/candidate';
import type { CatalogueReader } from '../catalogue/catalogue-reader';
import type { RecommendationQuery } from './recommendation-query';

export const DEFAULT_PICK_REASON = 'A well-rated title to start your lists with';

/**
 * Spec §7/§9 "Default recommendation fallback", for a user with nothing to go on: a random page
 * from 1 to 10 of Japanese animation voted 7 or more; the caller keeps the first 6 it shows.
 */
export async function defaultPicks(
  reader: CatalogueReader,
  query: Pick<RecommendationQuery, 'own' | 'exclude' | 'allowAdult'>,
  random: () => number,
): Promise<RecommendedTitle[]> {
  const excluded = new Set([...query.own.map((title) => title.key), ...query.exclude]);
  const items = await reader.discover('tv', recommendationFallbackParams(random));
  return items
    .filter((item) => !excluded.has(candidateKey('tv', item.id)))
    .filter((item) => query.allowAdult || !isAdultTitle(item))
    .map((item) => ({
      ...item,
      media_type: 'tv',
      reason: DEFAULT_PICK_REASON,
      source: 'fallback',
    }));
}
