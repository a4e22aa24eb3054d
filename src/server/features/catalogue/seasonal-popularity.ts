/**
 * How many people follow this season's and last season's titles, as a metadata source counts
 * them (Kitsu's userCount), keyed by MyAnimeList id. The offline catalogue orders its "now" rows
 * by it; a source that knows nothing leaves the map empty and the catalogue falls back to scores.
 */
export interface SeasonalPopularity {
  userCounts(): ReadonlyMap<number, number>;
}

export const NO_SEASONAL_POPULARITY: SeasonalPopularity = { userCounts: () => new Map() };
