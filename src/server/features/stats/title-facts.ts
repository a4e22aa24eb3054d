import type { TitleFormat } from '../../../shared/catalogue-types';
import { episodeRuntime } from '../../../shared/episode-runtime';
import { seasonLengthsFrom } from '../../../shared/season-lengths';
import { SEASONS, type Season } from '../../../shared/seasons';
import type { StatsTitle } from '../lists/tracked-rows';

/** Usual lengths when the title does not say (decision 241): a TV anime episode, a film. */
export const ASSUMED_EPISODE_MINUTES = 24;
export const ASSUMED_FILM_MINUTES = 100;

export interface TitleFacts {
  /** An episode's length; a film's whole length. */
  minutes: number;
  runtimeAssumed: boolean;
  episodesInSeason: (season: number) => number | null;
  format: TitleFormat | null;
  airing: { season: Season; year: number } | null;
  /** The catalogue's score on a 1–10 scale, or null when unscored. */
  score: number | null;
}

type Details = Record<string, unknown>;

/** TV, MOVIE and UNKNOWN say no more than the media type, so they count with it. */
const PLAIN_FORMATS: readonly (string | null | undefined)[] = [
  'TV',
  'MOVIE',
  'UNKNOWN',
  null,
  undefined,
];

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Shared by every title without details: the stats read thousands of titles a request. */
const NO_DETAILS: Details = Object.freeze({});

const objectOr = (value: unknown): Details =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Details)
    : NO_DETAILS;

/** seriesDetails has no fixed shape (decision 090): read TMDB's detail fields where present. */
function runtimeOf(title: StatsTitle, details: Details): number | null {
  if (details === NO_DETAILS) return null;
  if (title.media_type === 'movie') return positive(details.runtime);
  const listed = Array.isArray(details.episode_run_time) ? details.episode_run_time : [];
  return episodeRuntime({
    episode_run_time: listed.filter((minutes): minutes is number => positive(minutes) !== null),
    last_episode_to_air: { runtime: positive(objectOr(details.last_episode_to_air).runtime) },
    next_episode_to_air: { runtime: positive(objectOr(details.next_episode_to_air).runtime) },
  } as Parameters<typeof episodeRuntime>[0]);
}

function airingOf(title: StatsTitle): TitleFacts['airing'] {
  if (title.season && title.seasonYear) {
    return { season: title.season.toLowerCase() as Season, year: title.seasonYear };
  }
  const date =
    title.media_type === 'movie'
      ? title.release_date || title.first_air_date
      : title.first_air_date || title.release_date;
  if (!date || !/^\d{4}-\d{2}/.test(date)) return null;
  const month = Number(date.slice(5, 7));
  for (const season of SEASONS) {
    if (month >= season.firstMonth && month <= season.lastMonth) {
      return { season: season.id, year: Number(date.slice(0, 4)) };
    }
  }
  return null;
}

/** TMDB scores 0–10; a title from the anime source may carry its 0–100 average instead. */
function scoreOf(voteAverage: number | null): number | null {
  const average = positive(voteAverage);
  if (average === null) return null;
  const outOfTen = average > 10 ? average / 10 : average;
  return Math.min(10, Math.max(1, Math.floor(outOfTen)));
}

export function titleFactsOf(title: StatsTitle): TitleFacts {
  const details = objectOr(title.seriesDetails);
  const known = runtimeOf(title, details);
  const assumed = title.media_type === 'movie' ? ASSUMED_FILM_MINUTES : ASSUMED_EPISODE_MINUTES;
  return {
    minutes: known ?? assumed,
    runtimeAssumed: known === null,
    episodesInSeason: seasonLengthsFrom(title.episodes, details),
    format: PLAIN_FORMATS.includes(title.format) ? null : (title.format as TitleFormat),
    airing: airingOf(title),
    score: scoreOf(title.vote_average),
  };
}
