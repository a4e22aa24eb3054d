import type {
  CatalogueListItem,
  Genre,
  MediaType,
  MovieDetails,
  Paged,
  TvDetails,
} from '../../../shared/catalogue-types';
import { CATALOGUE_LANGUAGE } from '../../../shared/catalogue-constants';
import { parseCatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type { CatalogueRequest } from '../../../shared/title-id-check';
import type { CatalogueProvider } from './provider';

export type TitleDetails = (TvDetails | MovieDetails) & {
  /** TMDB's own suggestions, present when asked for with append_to_response. */
  recommendations?: { results?: CatalogueListItem[] };
};

function asPaged(body: unknown): CatalogueListItem[] {
  const results = (body as Partial<Paged<CatalogueListItem>> | null)?.results;
  return Array.isArray(results) ? results : [];
}

/** A title's details in the list shape the answers use, without the details-only fields. */
export function listItemFromDetails(
  details: TitleDetails,
  mediaType: MediaType,
): CatalogueListItem {
  const dated =
    'first_air_date' in details
      ? { name: details.name, first_air_date: details.first_air_date ?? '' }
      : { title: details.title, release_date: details.release_date ?? '' };
  return {
    ...dated,
    id: details.id,
    media_type: mediaType,
    poster_path: details.poster_path,
    genre_ids: details.genres.map((genre) => genre.id),
    original_language: details.original_language,
    origin_country: details.origin_country ?? [],
    popularity: details.popularity,
    overview: details.overview,
    adult: details.adult,
    vote_average: details.vote_average ?? 0,
    vote_count: details.vote_count,
  };
}

/**
 * The catalogue calls the recommenders make, through the same provider the proxy uses (offline
 * catalogue or TMDB), so they need no source of their own. Failed calls read as "nothing found".
 */
export class CatalogueReader {
  private readonly genres = new Map<MediaType, Promise<Map<number, string>>>();
  /** The provider's version the kept genre names came from. */
  private genresVersion: number | undefined;

  constructor(private readonly provider: CatalogueProvider) {}

  async call(request: CatalogueRequest): Promise<unknown> {
    const endpoint = parseCatalogueEndpoint(request.endpoint);
    if (!endpoint) return null;
    try {
      const answer = await this.provider.get(endpoint, request.params);
      return answer.status === 200 ? answer.body : null;
    } catch {
      // The provider has logged the upstream failure; a recommender goes on with what it has.
      return null;
    }
  }

  async discover(
    mediaType: MediaType,
    params: Record<string, string>,
  ): Promise<CatalogueListItem[]> {
    return asPaged(await this.call({ endpoint: `discover/${mediaType}`, params }));
  }

  async search(request: CatalogueRequest): Promise<CatalogueListItem[]> {
    return asPaged(await this.call(request));
  }

  async details(
    mediaType: MediaType,
    id: number,
    withRecommendations = false,
  ): Promise<TitleDetails | null> {
    const params: Record<string, string> = withRecommendations
      ? { append_to_response: 'recommendations' }
      : {};
    const body = await this.call({ endpoint: `${mediaType}/${id}`, params });
    return body && typeof body === 'object' && 'id' in body ? (body as TitleDetails) : null;
  }

  /** Genre names by id; kept once read, until an update replaces the catalogue. */
  genreNames(mediaType: MediaType): Promise<Map<number, string>> {
    if (this.provider.version !== this.genresVersion) {
      this.genres.clear();
      this.genresVersion = this.provider.version;
    }
    let names = this.genres.get(mediaType);
    if (!names) {
      names = this.call({
        endpoint: `genre/${mediaType}/list`,
        params: { language: CATALOGUE_LANGUAGE },
      }).then((body) => {
        const list = (body as { genres?: Genre[] } | null)?.genres;
        if (!Array.isArray(list)) {
          this.genres.delete(mediaType);
          return new Map<number, string>();
        }
        return new Map(list.map((genre) => [genre.id, genre.name]));
      });
      this.genres.set(mediaType, names);
    }
    return names;
  }
}
