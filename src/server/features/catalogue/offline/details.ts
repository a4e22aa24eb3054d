import { JAPAN_ORIGIN_COUNTRY, JAPANESE_LANGUAGE } from '../../../../shared/catalogue-constants';
import type {
  EpisodeSummary,
  Genre,
  MediaType,
  MovieDetails,
  SeasonDetails,
  SeasonSummary,
  TvDetails,
  ExternalIds,
} from '../../../../shared/catalogue-types';
import { orderWatchLinks, watchUrl, type WatchLink } from '../../../../shared/where-to-watch';
import { japanDate, slotOfEpisode } from '../../../../shared/broadcast-schedule';
import type { StreamingService } from './build/sources/bangumi-data';
import type { TrackedTitleKey } from '../../../../shared/tracked-title';
import { namesByKind, namesOf, type NamesByKind } from '../../../../shared/title-display-name';
import type { TitleBasics } from '../provider';
import type { CatalogueStore, TitleRow } from './catalogue-store';
import { kindedNames, listItem, parseJsonList } from './list-items';
import { nextEpisodeOf, scheduleOf } from './schedule';

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

function watchLinks(store: CatalogueStore, row: TitleRow): WatchLink[] {
  const links: WatchLink[] = [];
  for (const service of parseJsonList<StreamingService>(row.services) ?? []) {
    const site = store.meta.streamingSites[service.site];
    const url = site ? watchUrl(site.urlTemplate, service.id, service.url) : null;
    if (!site || !url || links.some((link) => link.site === service.site)) continue;
    links.push({ site: service.site, name: site.name, url, regions: site.regions });
  }
  return orderWatchLinks(links);
}

function externalIds(row: TitleRow): ExternalIds {
  return {
    mal_id: row.mal_id,
    anilist_id: row.anilist_id,
    anidb_id: row.anidb_id,
    tmdb: row.tmdb_ref,
  };
}

/** The part of the details a new tracked title starts with: the row's own columns and genres. */
function basics(store: CatalogueStore, row: TitleRow) {
  const genres = (parseJsonList<number>(row.genre_ids) ?? [])
    .map((id) => store.genre(row.media_type, id))
    .filter((genre): genre is Genre => genre !== undefined);
  return {
    id: row.id,
    overview: '',
    poster_path: row.poster_url,
    genres,
    // A title nobody scored has no score, which 0 would misstate.
    vote_average: row.score,
    external_ids: externalIds(row),
  };
}

/** A title's basics (see TitleBasicsEndpoint), the same as its details give. */
export function titleBasics(store: CatalogueStore, key: TrackedTitleKey): TitleBasics | null {
  const row = titleOf(store, key.media_type, key.id);
  if (!row) return null;
  const own = basics(store, row);
  return row.media_type === 'tv'
    ? { ...own, name: row.name, first_air_date: row.started_from }
    : { ...own, title: row.name, release_date: row.started_from };
}

/** A title's names by kind (see TitleNamesEndpoint), read as its details' names are. */
export function titleNames(store: CatalogueStore, key: TrackedTitleKey): NamesByKind | null {
  const row = titleOf(store, key.media_type, key.id);
  if (!row) return null;
  return namesByKind(
    namesOf({ name: row.name, original_name: row.original_name ?? row.name, ...kindedNames(row) }),
  );
}

function common(store: CatalogueStore, row: TitleRow) {
  const synonyms = parseJsonList<string>(row.synonyms);
  const studios = parseJsonList<string>(row.studios);
  return {
    ...basics(store, row),
    backdrop_path: null,
    original_language: JAPANESE_LANGUAGE,
    origin_country: [JAPAN_ORIGIN_COUNTRY],
    popularity: row.popularity,
    vote_count: row.vote_count,
    adult: row.adult === 1,
    format: row.format,
    ...kindedNames(row),
    // Extras the dataset lacks are left out, not sent empty.
    ...(synonyms ? { synonyms } : {}),
    ...(store.meta.capabilities.tags ? { tags: store.tags(row.id) } : {}),
    ...(studios ? { studios } : {}),
    // Adult relatives only appear on an adult title's page: details take no include_adult.
    related: store.related(row.id, row.adult === 1).map((related) => listItem(related, true)),
    sources: parseJsonList<string>(row.sources) ?? [],
    watch_links: watchLinks(store, row),
  };
}

/** A season whose episode count is unknown says 0, as TMDB does for an announced season. */
function seasonSummary(row: TitleRow, seasonNumber: number): SeasonSummary {
  return {
    id: row.id,
    name: `Season ${seasonNumber}`,
    overview: '',
    air_date: row.started_from,
    episode_count: row.episodes ?? 0,
    poster_path: row.poster_url,
    season_number: seasonNumber,
    vote_average: row.score ?? 0,
  };
}

/**
 * A title dated by its sources airs from its first day to its last (or on, with no end); a show
 * airs while any of its seasons does, and returns while a season is still to come.
 */
function airingStatus(seasons: readonly TitleRow[], now: number): TitleRow['status'] {
  const first = seasons[0];
  if (!first?.started_from || seasons.every((season) => !season.aired_to)) {
    return first?.status ?? 'UNKNOWN';
  }
  const today = japanDate(now);
  if (first.started_from > today) return 'UPCOMING';
  const airsOrReturns = seasons.some(
    (season) => (season.aired_to ?? '') >= today || (season.started_from ?? '') > today,
  );
  return airsOrReturns ? 'ONGOING' : 'FINISHED';
}

interface DatedEpisode {
  episodeNumber: number;
  airDate: string | null;
  airsAt?: string;
}

function episodeSummary(
  row: TitleRow,
  showId: number,
  seasonNumber: number,
  episode: DatedEpisode,
): EpisodeSummary {
  return {
    id: row.id * EPISODE_ID_FACTOR + episode.episodeNumber,
    name: `Episode ${episode.episodeNumber}`,
    overview: '',
    air_date: episode.airDate,
    ...(episode.airsAt ? { airs_at: episode.airsAt } : {}),
    episode_number: episode.episodeNumber,
    runtime: row.duration_minutes,
    season_number: seasonNumber,
    show_id: showId,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
  };
}

/** A show's seasons, or a later season asked for by its own id alone (decision 171). */
function seasonsOf(store: CatalogueStore, row: TitleRow): TitleRow[] {
  return row.show_id === null ? store.seasons(row.id) : [row];
}

/** A lone title with an unknown count has no season to show, as before seasons were grouped. */
function withoutListedSeasons(seasons: readonly TitleRow[]): boolean {
  return seasons.length === 1 && seasons[0]?.episodes === null;
}

/**
 * A show (decision 171): its seasons are the title and the later seasons folded into it; a later
 * season asked for by its own id answers as itself alone, so lists that hold it keep working.
 */
export function tvDetails(store: CatalogueStore, id: number, now: number): TvDetails | null {
  const row = titleOf(store, 'tv', id);
  if (!row) return null;
  const seasons = seasonsOf(store, row);
  const alone = withoutListedSeasons(seasons);
  const summaries = alone ? [] : seasons.map((season, index) => seasonSummary(season, index + 1));
  const counts = seasons.map((season) => season.episodes);
  const status = airingStatus(seasons, now);
  const next = nextEpisodeOf(seasons, now);
  const last = seasons[seasons.length - 1];
  return {
    ...common(store, row),
    name: row.name,
    original_name: row.original_name ?? row.name,
    status: TV_STATUS[status],
    first_air_date: row.started_from,
    last_air_date: status === 'FINISHED' ? (last?.aired_to ?? null) : null,
    number_of_episodes: counts.every((count) => count !== null)
      ? counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
      : null,
    number_of_seasons: alone ? null : seasons.length,
    episode_run_time: row.duration_minutes === null ? [] : [row.duration_minutes],
    seasons: summaries,
    next_episode_to_air: next ? episodeSummary(next.season, row.id, next.seasonNumber, next) : null,
    last_episode_to_air: null,
    in_production: status === 'ONGOING' || status === 'UPCOMING',
  };
}

export function movieDetails(store: CatalogueStore, id: number, now: number): MovieDetails | null {
  const row = titleOf(store, 'movie', id);
  if (!row) return null;
  return {
    ...common(store, row),
    title: row.name,
    original_title: row.original_name ?? row.name,
    status: MOVIE_STATUS[airingStatus([row], now)],
    release_date: row.started_from,
    runtime: row.duration_minutes,
  };
}

/** Season ids are the title's own id, so episode ids are derived from it too. */
const EPISODE_ID_FACTOR = 10_000;

export function seasonDetails(
  store: CatalogueStore,
  showId: number,
  seasonNumber: number,
): SeasonDetails | null {
  const show = titleOf(store, 'tv', showId);
  if (!show) return null;
  const seasons = seasonsOf(store, show);
  const row = seasons[seasonNumber - 1];
  if (!row || seasonNumber < 1 || withoutListedSeasons(seasons)) return null;
  const schedule = scheduleOf(row);
  const episodes = Array.from({ length: row.episodes ?? 0 }, (_, index) => {
    const slot = schedule ? slotOfEpisode(schedule, index + 1) : null;
    return episodeSummary(
      row,
      show.id,
      seasonNumber,
      slot ?? {
        episodeNumber: index + 1,
        airDate: null,
      },
    );
  });
  const summary = seasonSummary(row, seasonNumber);
  return {
    _id: `${show.id}-season-${seasonNumber}`,
    id: summary.id,
    air_date: summary.air_date,
    episodes,
    name: summary.name,
    overview: '',
    poster_path: summary.poster_path,
    season_number: seasonNumber,
    vote_average: summary.vote_average,
  };
}
