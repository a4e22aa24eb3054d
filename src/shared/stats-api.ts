import { z } from 'zod';
import type { TitleFormat } from './catalogue-types';
import { MIN_YEAR } from './filter-state';
import type { Season } from './seasons';
import type { NamesByKind } from './title-display-name';
import type { MediaType } from './catalogue-types';

/** The latest year the stats answer for; later years have nothing watched in them yet. */
export const STATS_MAX_YEAR = 2100;

/** Rows each ranked figure lists at most: the rest would only make the page longer. */
export const STATS_TOP_ROWS = 10;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/stats and GET /api/stats/summary.png: which year, and whose calendar days. */
export const statsQuerySchema = z.strictObject({
  year: z.coerce
    .number({ message: 'must be a year such as 2025' })
    .int('must be a year such as 2025')
    .min(MIN_YEAR, `must be between ${MIN_YEAR} and ${STATS_MAX_YEAR}`)
    .max(STATS_MAX_YEAR, `must be between ${MIN_YEAR} and ${STATS_MAX_YEAR}`)
    .optional(),
  timeZone: z
    .string()
    .max(64, 'must be a time zone name such as Europe/Paris')
    .refine(isTimeZone, 'must be a time zone name such as Europe/Paris')
    .optional(),
});

export type StatsQuery = z.infer<typeof statsQuerySchema>;

export interface MonthFigure {
  /** 1 to 12. */
  month: number;
  episodes: number;
  minutes: number;
}

export interface CountedName {
  name: string;
  titles: number;
}

export interface CountedFormat {
  mediaType: MediaType;
  format: TitleFormat | null;
  titles: number;
}

export interface CountedSeason {
  season: Season;
  year: number;
  titles: number;
}

export interface ScoreBucket {
  /** The user's own score out of 10, rounded (decision 372). */
  score: number;
  titles: number;
}

export interface Streak {
  days: number;
  /** First and last day, 'YYYY-MM-DD' in the asked time zone. */
  from: string;
  to: string;
}

export interface MostWatched {
  media_type: MediaType;
  id: number;
  /** The name it was tracked under. */
  name: string;
  /** Its names by kind, where the catalogue knows them (decision 446). */
  names?: NamesByKind;
  episodes: number;
}

export interface AllTimeFigures {
  /** Each entry's watched episodes once (a film counts one). */
  episodes: number;
  /** Episodes watched again: finished rewatches and the one under way. */
  rewatchedEpisodes: number;
  minutes: number;
  /** Titles with any episode watched. */
  titles: number;
  /** The mean of the user's non-zero scores out of 10, one decimal; null when none. */
  meanScore: number | null;
}

/** The signed-in user's figures for one year (decision 241). */
export interface StatsAnswer {
  year: number;
  timeZone: string;
  /** Years with anything watched, newest first, and always the asked one. */
  years: number[];
  /** Titles on the user's lists, whatever the year: 0 means nothing to show yet. */
  trackedTitles: number;
  months: MonthFigure[];
  totals: { episodes: number; films: number; minutes: number; titles: number };
  /** Titles watched this year whose runtime was not known, so a usual length was assumed. */
  assumedRuntimeTitles: number;
  genres: CountedName[];
  formats: CountedFormat[];
  seasons: CountedSeason[];
  /** The user's scored entries by score, over the whole list. */
  scores: ScoreBucket[];
  /** Entries the user has not scored. */
  unscored: number;
  /** The whole list, whatever the year, imports included (decision 372). */
  allTime: AllTimeFigures;
  /** Over the whole list: titles completed out of those started (all but Plan to Watch). */
  completion: { completed: number; started: number };
  longestStreak: Streak | null;
  mostWatched: MostWatched[];
}
