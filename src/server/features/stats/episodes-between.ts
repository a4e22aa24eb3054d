export interface Position {
  season: number;
  episode: number;
}

/** Where a title stands before anything was watched (decision 160: episode 0 is nothing). */
export const NOTHING_WATCHED: Position = { season: 1, episode: 0 };

/**
 * Episodes watched by moving from one position to a later one. A move backwards watched
 * nothing. Crossing seasons counts the rest of the seasons left behind only where the
 * catalogue says how many episodes they have; unknown ones count nothing rather than a guess.
 */
export function episodesBetween(
  from: Position,
  to: Position,
  episodesInSeason: (season: number) => number | null,
): number {
  if (to.season < from.season) return 0;
  if (to.season === from.season) return Math.max(0, to.episode - from.episode);
  let watched = Math.max(0, (episodesInSeason(from.season) ?? from.episode) - from.episode);
  for (let season = from.season + 1; season < to.season; season++) {
    watched += episodesInSeason(season) ?? 0;
  }
  return watched + to.episode;
}
