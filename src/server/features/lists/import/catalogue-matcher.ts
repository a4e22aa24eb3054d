import type { CatalogueIds, NameCandidates } from '../../catalogue/catalogue-ids';
import type { CatalogueProvider } from '../../catalogue/provider';
import type { ImportLookup } from './import-entry';
import type { MatchResult, TitleMatcher } from './match-result';
import { OfflineMatcher } from './offline-matcher';
import { TmdbMatcher } from './tmdb-matcher';

const TMDB_LOOKUPS_AT_ONCE = 4;
const OFFLINE_LOOKUPS_AT_ONCE = 50;

/**
 * Finds each imported line's title in the catalogue that answers (decision 175): offline, in the
 * catalogue file itself; with TMDB, on TMDB through the ids the file maps. Our own export already
 * names its titles' keys.
 */
export class CatalogueMatcher {
  private readonly matcher: TitleMatcher | null;
  /**
   * Look-ups in flight at once: TMDB's client queues and rate-limits beyond a few; offline, the
   * titles of the lines in flight are asked of the catalogue thread together, so the more the
   * fewer messages.
   */
  readonly lookupsAtOnce: number;

  /**
   * `ids` is the opened catalogue file, or null where it could not be opened; `names` gives its
   * names as an in-memory index, quicker than the file's own for an import's thousands of names
   * (decision 348); without it each name is one look-up in the file's index.
   */
  constructor(
    provider: CatalogueProvider,
    ids: CatalogueIds | null,
    names?: () => Promise<NameCandidates>,
  ) {
    this.matcher =
      provider.name === 'tmdb'
        ? new TmdbMatcher(ids, provider)
        : ids && new OfflineMatcher(ids, provider, names);
    this.lookupsAtOnce = provider.name === 'tmdb' ? TMDB_LOOKUPS_AT_ONCE : OFFLINE_LOOKUPS_AT_ONCE;
  }

  async match(lookup: ImportLookup): Promise<MatchResult> {
    if (lookup.kind === 'known') {
      return { kind: 'matched', key: lookup.key, season: null, rule: 'tsuzuki-id', fields: {} };
    }
    if (!this.matcher) {
      return { kind: 'unmatched', reason: 'The catalogue could not be opened.' };
    }
    return this.matcher.match(lookup);
  }
}
