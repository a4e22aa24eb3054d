import { formatIsoDate } from './calendar-date';

/** The four anime seasons as calendar quarters (spec §9). */
export type Season = 'winter' | 'spring' | 'summer' | 'fall';

export interface SeasonDefinition {
  id: Season;
  label: string;
  /** First and last month of the season, 1-based. */
  firstMonth: number;
  lastMonth: number;
  /** Day of the month the season ends on. */
  lastDay: number;
}

export const SEASONS: readonly SeasonDefinition[] = [
  { id: 'winter', label: 'Winter', firstMonth: 1, lastMonth: 3, lastDay: 31 },
  { id: 'spring', label: 'Spring', firstMonth: 4, lastMonth: 6, lastDay: 30 },
  { id: 'summer', label: 'Summer', firstMonth: 7, lastMonth: 9, lastDay: 30 },
  { id: 'fall', label: 'Fall', firstMonth: 10, lastMonth: 12, lastDay: 31 },
];

export interface SeasonOfYear {
  season: Season;
  year: number;
}

export interface IsoDateRange {
  /** First day, inclusive, as 'YYYY-MM-DD'. */
  from: string;
  /** Last day, inclusive, as 'YYYY-MM-DD'. */
  to: string;
}

function definitionOf(season: Season): SeasonDefinition {
  const definition = SEASONS.find((candidate) => candidate.id === season);
  if (!definition) throw new RangeError(`Unknown season: ${String(season)}`);
  return definition;
}

/** The season a date falls in, by its month in the local calendar. */
export function seasonOf(date: Date): Season {
  const month = date.getMonth() + 1;
  const definition = SEASONS.find(
    (candidate) => month >= candidate.firstMonth && month <= candidate.lastMonth,
  );
  if (!definition) throw new RangeError(`Not a valid date: ${String(date)}`);
  return definition.id;
}

export function currentSeason(now: Date): SeasonOfYear {
  return { season: seasonOf(now), year: now.getFullYear() };
}

export function previousYearSameSeason(current: SeasonOfYear): SeasonOfYear {
  return { season: current.season, year: current.year - 1 };
}

export function seasonDateRange(season: Season, year: number): IsoDateRange {
  const { firstMonth, lastMonth, lastDay } = definitionOf(season);
  return {
    from: formatIsoDate({ year, month: firstMonth, day: 1 }),
    to: formatIsoDate({ year, month: lastMonth, day: lastDay }),
  };
}
