import pLimit from 'p-limit';
import type { RecommendedTitle } from '../../../../shared/recommendations-api';
import type { CatalogueReader } from '../../catalogue/catalogue-reader';
import type { OwnTitle } from '../list-signals';
import { paddingOf } from './padding';

/** Catalogue lookups in flight while a set is checked. */
const LOOKUP_CONCURRENCY = 4;

/** A title counts as started once it is on any list but Plan to Watch. */
export function startedKeys(own: readonly OwnTitle[]): Set<string> {
  return new Set(own.filter((title) => title.status !== 'planToWatch').map((title) => title.key));
}

/**
 * Leaves specials, recaps and sequels of unstarted titles out of a set (decision 343), reading
 * each title's relations from the catalogue; the order is kept and at most `limit` stay.
 */
export class PaddingFilter {
  constructor(private readonly reader: CatalogueReader) {}

  async keep(
    titles: readonly RecommendedTitle[],
    own: readonly OwnTitle[],
    limit: number,
  ): Promise<RecommendedTitle[]> {
    const started = startedKeys(own);
    const check = async (title: RecommendedTitle) => {
      if (paddingOf(title, [], started)) return false;
      const details = await this.reader.details(title.media_type, title.id);
      return paddingOf(title, details?.related ?? [], started) === null;
    };
    const kept: RecommendedTitle[] = [];
    // In batches of what is still missing, so a clean set costs no more lookups than it shows.
    for (let next = 0; kept.length < limit && next < titles.length;) {
      const batch = titles.slice(next, next + limit - kept.length);
      next += batch.length;
      const verdicts = await pLimit(LOOKUP_CONCURRENCY).map(batch, check);
      kept.push(...batch.filter((_, index) => verdicts[index]));
    }
    return kept;
  }
}
