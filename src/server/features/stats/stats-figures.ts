import { ANIMATION_GENRE_ID } from '../../../shared/catalogue-constants';
import type { Genre } from '../../../shared/catalogue-types';
import {
  STATS_TOP_ROWS,
  type CountedFormat,
  type CountedName,
  type CountedSeason,
  type MonthFigure,
  type StatsAnswer,
} from '../../../shared/stats-api';
import { displayTitleOf, trackedTitleKeyText } from '../../../shared/tracked-title';
import { meanOutOfTen, outOfTen } from '../../../shared/score-scale';
import type { StatsEntry, WatchMove } from '../lists/entries/watch-moves';
import type { StatsTitle } from '../lists/tracked-rows';
import { longestStreak } from './longest-streak';
import { monthOfDayIn } from './month-of-day';
import { titleFactsOf, type TitleFacts } from './title-facts';
import { zoneCalendar, type ZoneCalendar } from './zone-calendar';

export interface StatsInput {
  year: number;
  timeZone: string;
  /** Every title on the user's lists. */
  titles: readonly StatsTitle[];
  /** Every season entry of the user: the all-time figures and the user's scores. */
  entries: readonly StatsEntry[];
  /** At least every dated watch of the year; others are ignored. */
  events: readonly WatchMove[];
  /** The earliest event the user has, for the years to offer. */
  firstEventAt: number | null;
  now: number;
}

const MOST_WATCHED = 3;

interface Watched {
  title: StatsTitle;
  facts: TitleFacts;
  episodes: number;
  /** Its first watch of the year: events come in no particular order. */
  firstAt: number;
}

function ranked<Row extends { titles: number }>(
  counts: Map<string, Row>,
  tieBreak: (a: Row, b: Row) => number,
): Row[] {
  return [...counts.values()]
    .sort((a, b) => b.titles - a.titles || tieBreak(a, b))
    .slice(0, STATS_TOP_ROWS);
}

/** The row makers live out here so that counting 5,000 titles makes no function per title. */
function countInto<Row extends { titles: number }, Source>(
  counts: Map<string, Row>,
  key: string,
  source: Source,
  rowOf: (source: Source) => Row,
): void {
  let row = counts.get(key);
  if (!row) {
    row = rowOf(source);
    counts.set(key, row);
  }
  row.titles += 1;
}

const genreRow = (genre: Genre): CountedName => ({ name: genre.name, titles: 0 });
const formatRow = ({ title, facts }: Watched): CountedFormat => ({
  mediaType: title.media_type,
  format: facts.format,
  titles: 0,
});
const seasonRow = (airing: NonNullable<TitleFacts['airing']>): CountedSeason => ({
  ...airing,
  titles: 0,
});

function yearsOffered(input: StatsInput, calendar: ZoneCalendar): number[] {
  const latest = Math.max(calendar.dateOf(input.now).year, input.year);
  const earliest = Math.min(
    input.firstEventAt === null ? latest : calendar.dateOf(input.firstEventAt).year,
    input.year,
  );
  return Array.from({ length: latest - earliest + 1 }, (_, index) => latest - index);
}

/**
 * The user's own scores (decision 372): each scored entry in the bucket of its score out of
 * ten, over the whole list like the completion rate, so an undated import has its chart too.
 */
function scoresOf(entries: readonly StatsEntry[]) {
  const scores = Array.from({ length: 10 }, (_, index) => ({ score: index + 1, titles: 0 }));
  let unscored = 0;
  for (const entry of entries) {
    const bucket =
      entry[2] > 0 ? scores[Math.max(1, Math.round(outOfTen(entry[2]))) - 1] : undefined;
    if (bucket) bucket.titles += 1;
    else unscored += 1;
  }
  return { scores, unscored };
}

/**
 * All time (decision 372): each entry's watched episodes once, imports included; rewatches
 * apart (finished ones count the entry's episodes each, the one under way its own); the mean
 * of the non-zero scores out of ten.
 */
function allTimeOf(entries: readonly StatsEntry[], titles: ReadonlyMap<string, StatsTitle>) {
  const minutesOf = new Map<string, number>();
  const watchedTitles = new Set<string>();
  let episodes = 0;
  let rewatchedEpisodes = 0;
  let minutes = 0;
  for (const [titleKey, progress, , rewatchCount, rewatchProgress] of entries) {
    const rewatched = rewatchCount * progress + rewatchProgress;
    episodes += progress;
    rewatchedEpisodes += rewatched;
    if (progress > 0) watchedTitles.add(titleKey);
    let perEpisode = minutesOf.get(titleKey);
    if (perEpisode === undefined) {
      const title = titles.get(titleKey);
      perEpisode = title ? titleFactsOf(title).minutes : 0;
      minutesOf.set(titleKey, perEpisode);
    }
    minutes += (progress + rewatched) * perEpisode;
  }
  return {
    episodes,
    rewatchedEpisodes,
    minutes,
    titles: watchedTitles.size,
    meanScore: meanOutOfTen(entries.map((entry) => entry[2])),
  };
}

function categoriesOf(watched: readonly Watched[]) {
  const genres = new Map<string, CountedName>();
  const formats = new Map<string, CountedFormat>();
  const seasons = new Map<string, CountedSeason>();
  for (const entry of watched) {
    const { title, facts } = entry;
    for (const genre of title.genres) {
      if (genre.id !== ANIMATION_GENRE_ID) countInto(genres, genre.name, genre, genreRow);
    }
    countInto(formats, `${title.media_type}/${facts.format}`, entry, formatRow);
    const { airing } = facts;
    if (airing) countInto(seasons, `${airing.year}/${airing.season}`, airing, seasonRow);
  }
  return {
    genres: ranked(genres, (a, b) => a.name.localeCompare(b.name)),
    formats: ranked(formats, (a, b) => a.mediaType.localeCompare(b.mediaType)),
    seasons: ranked(seasons, (a, b) => b.year - a.year),
  };
}

/**
 * The stats page's figures (decisions 241, 372): what the dated history says was watched in the
 * year, in the user's time zone, described by the titles it belongs to.
 */
export function computeStats(input: StatsInput): StatsAnswer {
  const calendar = zoneCalendar(input.timeZone);
  const monthOf = monthOfDayIn(input.year);
  const titles = new Map<string, StatsTitle>();
  for (const title of input.titles) titles.set(trackedTitleKeyText(title), title);
  /** Every title with an event in the year; the watched ones in the order first watched. */
  const seen = new Map<string, Watched>();
  const watchedTitles: Watched[] = [];
  const months: MonthFigure[] = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    episodes: 0,
    minutes: 0,
  }));
  const days = new Set<number>();
  let films = 0;
  // Events read by index rather than destructured: a year's tens of thousands of events then
  // make no garbage of their own.
  for (const event of input.events) {
    const day = calendar.dayNumberOf(event[1]);
    const month = monthOf(day);
    if (month === null) continue;
    const titleKey = event[0];
    let entry = seen.get(titleKey);
    if (!entry) {
      const title = titles.get(titleKey);
      if (!title) continue;
      entry = { title, facts: titleFactsOf(title), episodes: 0, firstAt: event[1] };
      seen.set(titleKey, entry);
    }
    const episodes = event[3];
    if (episodes <= 0) continue;
    const figure = months[month - 1] as MonthFigure;
    if (entry.title.media_type === 'movie') {
      films += 1;
      figure.minutes += entry.facts.minutes;
    } else {
      figure.episodes += episodes;
      figure.minutes += episodes * entry.facts.minutes;
    }
    if (entry.episodes === 0) {
      watchedTitles.push(entry);
      entry.firstAt = event[1];
    } else if (event[1] < entry.firstAt) {
      entry.firstAt = event[1];
    }
    entry.episodes += episodes;
    days.add(day);
  }
  watchedTitles.sort((a, b) => a.firstAt - b.firstAt);
  const streak = longestStreak(days);
  const started = input.titles.filter((title) => title.status !== 'planToWatch');
  return {
    year: input.year,
    timeZone: input.timeZone,
    years: yearsOffered(input, calendar),
    trackedTitles: input.titles.length,
    months,
    totals: {
      episodes: months.reduce((sum, month) => sum + month.episodes, 0),
      films,
      minutes: months.reduce((sum, month) => sum + month.minutes, 0),
      titles: watchedTitles.length,
    },
    assumedRuntimeTitles: watchedTitles.filter((entry) => entry.facts.runtimeAssumed).length,
    ...categoriesOf(watchedTitles),
    ...scoresOf(input.entries),
    allTime: allTimeOf(input.entries, titles),
    completion: {
      completed: started.filter((title) => title.status === 'completed').length,
      started: started.length,
    },
    longestStreak: streak && {
      days: streak.days,
      from: calendar.isoDateOfDayNumber(streak.firstDay),
      to: calendar.isoDateOfDayNumber(streak.lastDay),
    },
    mostWatched: [...watchedTitles]
      .sort((a, b) => b.episodes - a.episodes)
      .slice(0, MOST_WATCHED)
      .map(({ title, episodes }) => ({
        media_type: title.media_type,
        id: title.id,
        name: displayTitleOf(title),
        episodes,
      })),
  };
}
