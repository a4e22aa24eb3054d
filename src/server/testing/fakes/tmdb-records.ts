import type {
  EpisodeSummary,
  Genre,
  MovieDetails,
  SeasonDetails,
  SeasonSummary,
  TvDetails,
} from '../../../shared/catalogue-types';
import {
  MOVIE_GENRES,
  TV_GENRES,
  type MovieFixture,
  type SeasonFixture,
  type TvFixture,
} from './tmdb-fixtures';

/** Builds full TMDB detail and season answers from the fixtures, dated relative to `now`. */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

const genresOf = (ids: number[], all: Genre[]) =>
  ids.flatMap((id) => all.filter((genre) => genre.id === id));

function isAiring(show: TvFixture, season: SeasonFixture): boolean {
  return show.nextEpisode !== undefined && season === show.seasons[show.seasons.length - 1];
}

/** Weekly air dates: a running season counts from its next episode, a finished one from its start. */
function episodeAirDate(show: TvFixture, season: SeasonFixture, episode: number, now: number) {
  if (show.nextEpisode && isAiring(show, season)) {
    const next = startOfDay(now) + show.nextEpisode.daysFromNow * DAY_MS;
    return isoDate(next + (episode - show.nextEpisode.episodeNumber) * WEEK_MS);
  }
  if (!season.air_date) return null;
  return isoDate(Date.parse(season.air_date) + (episode - 1) * WEEK_MS);
}

function episodeOf(show: TvFixture, season: SeasonFixture, episode: number, now: number) {
  const summary: EpisodeSummary & { production_code: string } = {
    id: show.item.id * 10_000 + season.season_number * 100 + episode,
    name: season.episodeNames?.[episode - 1] ?? `Episode ${episode}`,
    overview: '',
    vote_average: 0,
    vote_count: 0,
    air_date: episodeAirDate(show, season, episode, now),
    episode_number: episode,
    episode_type: episode === season.episode_count ? 'finale' : 'standard',
    production_code: '',
    runtime: show.runtime,
    season_number: season.season_number,
    show_id: show.item.id,
    still_path: null,
  };
  return summary;
}

function seasonSummaryOf(show: TvFixture, season: SeasonFixture, now: number): SeasonSummary {
  return {
    air_date: episodeAirDate(show, season, 1, now),
    episode_count: season.episode_count,
    id: show.item.id * 100 + season.season_number,
    name: season.name,
    overview: season.overview,
    poster_path: show.item.poster_path,
    season_number: season.season_number,
    vote_average: 0,
  };
}

function lastAiredEpisode(show: TvFixture, now: number): EpisodeSummary | null {
  const last = show.seasons[show.seasons.length - 1];
  if (!last) return null;
  if (!show.nextEpisode) return episodeOf(show, last, last.episode_count, now);
  if (show.nextEpisode.episodeNumber > 1) {
    return episodeOf(show, last, show.nextEpisode.episodeNumber - 1, now);
  }
  const previous = show.seasons[show.seasons.length - 2];
  return previous ? episodeOf(show, previous, previous.episode_count, now) : null;
}

export function nextEpisodeOf(show: TvFixture, now: number): EpisodeSummary | null {
  const last = show.seasons[show.seasons.length - 1];
  if (!show.nextEpisode || !last) return null;
  return episodeOf(show, last, show.nextEpisode.episodeNumber, now);
}

export function tvDetailsOf(show: TvFixture, now: number) {
  const { item } = show;
  const lastEpisode = lastAiredEpisode(show, now);
  const details: TvDetails & Record<string, unknown> = {
    adult: false,
    backdrop_path: item.backdrop_path ?? null,
    created_by: [],
    episode_run_time: [show.runtime],
    first_air_date: item.first_air_date ?? null,
    genres: genresOf(item.genre_ids, TV_GENRES),
    homepage: '',
    id: item.id,
    in_production: show.status === 'Returning Series',
    languages: [item.original_language],
    last_air_date: lastEpisode?.air_date ?? null,
    last_episode_to_air: lastEpisode,
    name: item.name ?? '',
    next_episode_to_air: nextEpisodeOf(show, now),
    networks: show.networks.map((name, index) => ({
      id: item.id + index,
      logo_path: null,
      name,
      origin_country: item.origin_country?.[0] ?? '',
    })),
    number_of_episodes: show.seasons.reduce((sum, season) => sum + season.episode_count, 0),
    number_of_seasons: show.seasons.length,
    origin_country: item.origin_country ?? [],
    original_language: item.original_language,
    original_name: item.original_name ?? item.name ?? '',
    overview: item.overview,
    popularity: item.popularity,
    poster_path: item.poster_path,
    production_companies: [],
    production_countries: [],
    seasons: show.seasons.map((season) => seasonSummaryOf(show, season, now)),
    spoken_languages: [],
    status: show.status,
    tagline: '',
    type: 'Scripted',
    vote_average: item.vote_average,
    vote_count: item.vote_count,
  };
  return details;
}

export function seasonDetailsOf(show: TvFixture, seasonNumber: number, now: number) {
  const season = show.seasons.find((candidate) => candidate.season_number === seasonNumber);
  if (!season) return null;
  const summary = seasonSummaryOf(show, season, now);
  const details: SeasonDetails = {
    _id: (show.item.id * 1000 + seasonNumber).toString(16).padStart(24, '0'),
    air_date: summary.air_date,
    episodes: Array.from({ length: season.episode_count }, (_unused, index) =>
      episodeOf(show, season, index + 1, now),
    ),
    name: season.name,
    overview: season.overview,
    id: summary.id,
    poster_path: summary.poster_path,
    season_number: seasonNumber,
    vote_average: 0,
  };
  return details;
}

export function movieDetailsOf(movie: MovieFixture) {
  const { item } = movie;
  const details: MovieDetails & Record<string, unknown> = {
    adult: false,
    backdrop_path: item.backdrop_path ?? null,
    belongs_to_collection: null,
    budget: 0,
    genres: genresOf(item.genre_ids, MOVIE_GENRES),
    homepage: '',
    id: item.id,
    imdb_id: null,
    origin_country: ['JP'],
    original_language: item.original_language,
    original_title: item.original_title ?? item.title ?? '',
    overview: item.overview,
    popularity: item.popularity,
    poster_path: item.poster_path,
    production_companies: [],
    production_countries: [],
    release_date: item.release_date ?? null,
    revenue: 0,
    runtime: movie.runtime,
    spoken_languages: [],
    status: 'Released',
    tagline: movie.tagline,
    title: item.title ?? '',
    video: false,
    vote_average: item.vote_average,
    vote_count: item.vote_count,
  };
  return details;
}
