import type { SeasonSummary } from '../catalogue-types';

/** Test support: a season as TMDB lists it in a show's details. */
export const season = (season_number: number, episode_count: number): SeasonSummary => ({
  id: season_number,
  name: `Season ${season_number}`,
  overview: '',
  air_date: null,
  episode_count,
  poster_path: null,
  season_number,
  vote_average: 0,
});
