import { JAPAN_ORIGIN_COUNTRY, JAPANESE_LANGUAGE } from '../../../../shared/catalogue-constants';
import type {
  EpisodeSummary,
  Genre,
  MediaType,
  MovieDetails,
  SeasonDetails,
  SeasonSummary,
  TvDetails,
} from '../../../../shared/catalogue-types';
import type { CatalogueStore, TitleRow } from './catalogue-store';
import { listItem, parseJsonList } from './list-items';

/** Each title is one MyAnimeList entry, which is one season at most (decision 035). */
const ONLY_SEASON = 1;

const TV_STATUS: Record<TitleRow['status'], string> = {
  FINISHED: 'Ended',
  ONGOING: 'Returning Series',
  UPCOMING: 'Planned',
  UNKNOWN: '',
};
const MOVIE_STATUS: Record<TitleRow['status'], string> = {
  FINISHED: 'Released',
  ONGOING: 'Released',
  UPCOMING: 'Planned',
  UNKNOWN: '',
};

/** The title, only when it exists as the media type asked for. */
function titleOf(store: CatalogueStore, mediaType: MediaType, id: number): TitleRow | undefined {
  const row = store.title(id);
  return row?.media_type === mediaType ? row : undefined;
}

function common(store: CatalogueStore, row: TitleRow) {
  const genres = (parseJsonList<number>(row.genre_ids) ?? [])
    .map((id) => store.genre(row.media_type, id))
    .filter((genre): genre is Genre => genre !== undefined);
  const synonyms = parseJsonList<string>(row.synonyms);
  const studios = parseJsonList<string>(row.studios);
  return {
    id: row.id,
    overview: '',
    poster_path: row.poster_url,
    backdrop_path: null,
    genres,
    original_language: JAPANESE_LANGUAGE,
    origin_country: [JAPAN_ORIGIN_COUNTRY],
    popularity: row.popularity,
    vote_average: row.score ?? 0,
    vote_count: row.vote_count,
    adult: row.adult === 1,
    format: row.format,
    // Extras the dataset lacks are left out, not sent empty.
    ...(synonyms ? { synonyms } : {}),
    ...(store.meta.capabilities.tags ? { tags: store.tags(row.id) } : {}),
    ...(studios ? { studios } : {}),
    // Adult relatives only appear on an adult title's page: details take no include_adult.
    related: store.related(row.id, row.adult === 1).map((related) => listItem(related, true)),
    sources: parseJsonList<string>(row.sources) ?? [],
  };
}

function seasonSummary(row: TitleRow): SeasonSummary | null {
  if (row.episodes === null) return null;
  return {
    id: row.id,
    name: `Season ${ONLY_SEASON}`,
    overview: '',
    air_date: row.started_from,
    episode_count: row.episodes,
    poster_path: row.poster_url,
    season_number: ONLY_SEASON,
    vote_average: row.score ?? 0,
  };
}

export function tvDetails(store: CatalogueStore, id: number): TvDetails | null {
  const row = titleOf(store, 'tv', id);
  if (!row) return null;
  const season = seasonSummary(row);
  return {
    ...common(store, row),
    name: row.name,
    original_name: row.name,
    status: TV_STATUS[row.status],
    first_air_date: row.started_from,
    last_air_date: null,
    number_of_episodes: row.episodes,
    number_of_seasons: season ? 1 : null,
    episode_run_time: row.duration_minutes === null ? [] : [row.duration_minutes],
    seasons: season ? [season] : [],
    // Neither dataset dates single episodes (decision 036).
    next_episode_to_air: null,
    last_episode_to_air: null,
    in_production: row.status === 'ONGOING' || row.status === 'UPCOMING',
  };
}

export function movieDetails(store: CatalogueStore, id: number): MovieDetails | null {
  const row = titleOf(store, 'movie', id);
  if (!row) return null;
  return {
    ...common(store, row),
    title: row.name,
    original_title: row.name,
    status: MOVIE_STATUS[row.status],
    release_date: row.started_from,
    runtime: row.duration_minutes,
  };
}

/** Season ids are the title's own id, so episode ids are derived from it too. */
const EPISODE_ID_FACTOR = 10_000;

export function seasonDetails(
  store: CatalogueStore,
  id: number,
  seasonNumber: number,
): SeasonDetails | null {
  const row = titleOf(store, 'tv', id);
  const season = row ? seasonSummary(row) : null;
  if (!row || !season || seasonNumber !== ONLY_SEASON) return null;
  const episodes: EpisodeSummary[] = Array.from({ length: season.episode_count }, (_, index) => ({
    id: row.id * EPISODE_ID_FACTOR + index + 1,
    name: `Episode ${index + 1}`,
    overview: '',
    air_date: null,
    episode_number: index + 1,
    runtime: row.duration_minutes,
    season_number: ONLY_SEASON,
    show_id: row.id,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
  }));
  return {
    _id: `${row.id}-season-${ONLY_SEASON}`,
    id: season.id,
    air_date: season.air_date,
    episodes,
    name: season.name,
    overview: '',
    poster_path: season.poster_path,
    season_number: ONLY_SEASON,
    vote_average: season.vote_average,
  };
}
