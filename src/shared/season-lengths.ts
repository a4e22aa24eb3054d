/** How many episodes a season has, or null when the catalogue does not say. */
export type SeasonLengths = (season: number) => number | null;

const unknownSeasons: SeasonLengths = () => null;

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * A title's season lengths from what it carries (decision 104): the regular seasons of TMDB's
 * details, else a one-season title's episode count. Never a guess.
 */
export function seasonLengthsFrom(episodes: unknown, seriesDetails: unknown): SeasonLengths {
  const details =
    seriesDetails !== null && typeof seriesDetails === 'object'
      ? (seriesDetails as Record<string, unknown>)
      : {};
  const total = positive(episodes);
  if (!Array.isArray(details.seasons) && total === null) return unknownSeasons;
  const counts = new Map<number, number>();
  for (const season of Array.isArray(details.seasons) ? (details.seasons as unknown[]) : []) {
    if (season === null || typeof season !== 'object') continue;
    const { season_number: number, episode_count: count } = season as Record<string, unknown>;
    const length = positive(count);
    if (typeof number === 'number' && length !== null) counts.set(number, length);
  }
  if (counts.size === 0 && total !== null) counts.set(1, total);
  return (season) => counts.get(season) ?? null;
}
