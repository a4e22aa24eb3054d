/**
 * How many people follow this season's and last season's titles, as a metadata source counts
 * them (Kitsu's userCount), keyed by MyAnimeList id. The offline catalogue orders its "now" rows
 * by it; a source that knows nothing leaves the map empty and the catalogue falls back to scores.
 */
export interface SeasonalPopularity {
  /** A new map whenever the counts change: the catalogue reorders when the map is another. */
  userCounts(): ReadonlyMap<number, number>;
}

export const NO_SEASONAL_POPULARITY: SeasonalPopularity = { userCounts: () => new Map() };
