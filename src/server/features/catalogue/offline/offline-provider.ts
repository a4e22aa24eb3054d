import type { CatalogueAttribution } from '../../../../shared/catalogue-info';
import {
  NOT_FOUND,
  type CatalogueAnswer,
  type CatalogueProvider,
  type ProviderEndpoint,
} from '../provider';
import { NO_SEASONAL_POPULARITY, type SeasonalPopularity } from '../seasonal-popularity';
import { clientCapabilities } from './catalogue-meta';
import { CatalogueStore } from './catalogue-store';
import { movieDetails, seasonDetails, titleBasics, titleNames, tvDetails } from './details';
import { discoverTitles, idListProblem, type DiscoverSource } from './discover';
import { DiscoverIndex } from './discover-index';
import { NowOrders } from './now-order';
import { parsePage } from './paging';
import { searchTitles } from './search';

/** TMDB's answer for this case, so clients handle both providers alike. */
const INVALID_PAGE: CatalogueAnswer = {
  status: 400,
  body: {
    status_code: 22,
    status_message:
      'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  },
};

const found = (body: unknown): CatalogueAnswer =>
  body === null ? NOT_FOUND : { status: 200, body };

/** Answers the catalogue endpoints from the bundled (or operator-built) SQLite catalogue. */
export class OfflineCatalogueProvider implements CatalogueProvider {
  readonly name = 'offline';
  readonly capabilities: CatalogueProvider['capabilities'];
  /** The credits the product must show for the dataset this catalogue was built from. */
  readonly attributions: CatalogueAttribution[];
  private readonly discover: DiscoverSource;

  private constructor(
    private readonly store: CatalogueStore,
    private readonly now: () => number,
    seasonalPopularity: SeasonalPopularity,
  ) {
    this.capabilities = clientCapabilities(store.meta);
    this.attributions = store.meta.attributions;
    const index = DiscoverIndex.fromBlobs(store.discoverIndexBlobs());
    this.discover = {
      store,
      index,
      nowOrders: new NowOrders(index),
      // Asked afresh each time: the counts change daily while the file does not.
      followers: () => seasonalPopularity.userCounts(),
    };
  }

  /**
   * Opens the catalogue read-only; throws CatalogueFileError, naming the fix, when it cannot.
   * `now` is the clock "this season" and schedules follow; `seasonalPopularity` orders the "now"
   * rows (Trending, home) where it knows the titles.
   */
  static open(
    file: string,
    now: () => number = Date.now,
    seasonalPopularity: SeasonalPopularity = NO_SEASONAL_POPULARITY,
  ): OfflineCatalogueProvider {
    const store = CatalogueStore.open(file);
    try {
      return new OfflineCatalogueProvider(store, now, seasonalPopularity);
    } catch (error) {
      store.close();
      throw error;
    }
  }

  /** When the catalogue was built and from what. */
  get meta() {
    return this.store.meta;
  }

  close(): void {
    this.store.close();
  }

  get(endpoint: ProviderEndpoint, parameters: Record<string, string>): Promise<CatalogueAnswer> {
    return Promise.resolve(this.answer(endpoint, parameters));
  }

  private answer(endpoint: ProviderEndpoint, parameters: Record<string, string>): CatalogueAnswer {
    const page = parsePage(parameters.page);
    switch (endpoint.kind) {
      case 'search-multi':
      case 'search-typed': {
        if (page === null) return INVALID_PAGE;
        const mediaType = endpoint.kind === 'search-typed' ? endpoint.mediaType : null;
        const yearText = mediaType ? parameters.year : undefined;
        // A year cannot narrow a search over a dataset without years; ignoring it keeps results.
        const year =
          this.store.meta.capabilities.years && yearText && /^[0-9]{4}$/.test(yearText)
            ? Number(yearText)
            : null;
        const includeAdult = parameters.include_adult === 'true';
        const query = parameters.query;
        return found(searchTitles(this.store, { query, mediaType, includeAdult, year, page }));
      }
      case 'discover': {
        if (page === null) return INVALID_PAGE;
        const problem = idListProblem(parameters);
        if (problem) return { status: 400, body: { status_code: 22, status_message: problem } };
        return found(
          discoverTitles(this.discover, endpoint.mediaType, parameters, page, this.now()),
        );
      }
      case 'genre-list':
        return found({ genres: this.store.genreLists[endpoint.mediaType] });
      case 'details':
        return found(
          endpoint.mediaType === 'tv'
            ? tvDetails(this.store, endpoint.id, this.now())
            : movieDetails(this.store, endpoint.id, this.now()),
        );
      case 'season':
        return found(seasonDetails(this.store, endpoint.id, endpoint.season));
      case 'title-basics':
        return found({ results: endpoint.keys.map((key) => titleBasics(this.store, key)) });
      case 'title-names':
        return found({ results: endpoint.keys.map((key) => titleNames(this.store, key)) });
      case 'find':
        // The catalogue keeps no TVDB or IMDb ids (decision 248).
        return NOT_FOUND;
    }
  }
}
