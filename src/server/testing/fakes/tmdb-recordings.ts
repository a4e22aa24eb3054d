import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../../e2e/support/project-root';
import type { CatalogueListItem, Genre, Paged } from '../../../shared/catalogue-types';

/**
 * TMDB's own recorded answers (test/fixtures/tmdb, each file's origin in SOURCES.md), served by
 * the fake as they are. They carry what our generated records never did: absolute episode
 * numbers, next episodes long past, empty episode_run_time, separate TV and film genre ids.
 */

// From the project's root, not this file: the bench bundles the fake elsewhere.
const DIRECTORY = path.join(projectRoot(), 'test/fixtures/tmdb/');

const read = (name: string): unknown => JSON.parse(readFileSync(`${DIRECTORY}${name}`, 'utf8'));

/** The fields of a recorded tv/{id} answer the fake reads; the rest is served untouched. */
export interface RecordedShow {
  id: number;
  name: string;
  original_name: string;
  overview: string;
  first_air_date: string | null;
  genres: Genre[];
  origin_country: string[];
  original_language: string;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  vote_average: number;
  vote_count: number;
  in_production: boolean;
  adult?: boolean;
}

function recordedShows(): Map<number, RecordedShow> {
  const shows = new Map<number, RecordedShow>();
  for (const name of readdirSync(DIRECTORY)) {
    if (!/^tv-\d+\.json$/.test(name)) continue;
    const show = read(name) as RecordedShow;
    shows.set(show.id, show);
  }
  return shows;
}

export const RECORDED_SHOWS: ReadonlyMap<number, RecordedShow> = recordedShows();

export const RECORDED_GENRES = {
  tv: (read('genre-tv-list.json') as { genres: Genre[] }).genres,
  movie: (read('genre-movie-list.json') as { genres: Genre[] }).genres,
};

/** discover/tv without any filter: TMDB's real totals, far beyond the 500 pages it serves. */
export const RECORDED_UNFILTERED_DISCOVER = read(
  'discover-tv-unfiltered.json',
) as Paged<CatalogueListItem>;

/**
 * find/{id} of an episode's IMDb or TVDB id: TMDB's five lists, only `tv_episode_results`
 * filled, its entry an episode summary with `media_type` "tv_episode".
 */
export const RECORDED_FIND_EPISODE = read('find-tv-episode.json') as Record<string, unknown[]>;

/** A recorded show as discover and search list it: the list-item fields of its details. */
export function listItemOf(show: RecordedShow): CatalogueListItem {
  return {
    adult: show.adult ?? false,
    backdrop_path: show.backdrop_path,
    ...(show.first_air_date ? { first_air_date: show.first_air_date } : {}),
    genre_ids: show.genres.map((genre) => genre.id),
    id: show.id,
    name: show.name,
    origin_country: show.origin_country,
    original_language: show.original_language,
    original_name: show.original_name,
    overview: show.overview,
    popularity: show.popularity,
    poster_path: show.poster_path,
    vote_average: show.vote_average,
    vote_count: show.vote_count,
  };
}
