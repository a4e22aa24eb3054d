import type { EpisodeSummary } from '../catalogue-types';
import type { ProgressBounds } from './progress-bounds';

type ListedEpisode = Pick<EpisodeSummary, 'season_number' | 'episode_number'> | null | undefined;

/** The episodes a show's details name: the last one aired and the next one due. */
export interface ListedEpisodes {
  last_episode_to_air?: ListedEpisode;
  next_episode_to_air?: ListedEpisode;
}

/**
 * TMDB numbers long-runners' episodes absolutely: One Piece's next episode is S20E886 while its
 * season 20 counts 9 (test/fixtures/tmdb/tv-37854.json). A counted season therefore reaches at
 * least the highest episode the details name in it, so any episode TMDB lists can be tracked. An
 * uncounted season stays unbounded: one named episode says nothing about where it ends.
 */
export function withListedEpisodes(
  bounds: ProgressBounds,
  details: ListedEpisodes | null | undefined,
): ProgressBounds {
  const episodesBySeason = new Map(bounds.episodesBySeason);
  for (const episode of [details?.last_episode_to_air, details?.next_episode_to_air]) {
    if (!episode) continue;
    const counted = episodesBySeason.get(episode.season_number);
    if (counted !== undefined && episode.episode_number > counted) {
      episodesBySeason.set(episode.season_number, episode.episode_number);
    }
  }
  return { ...bounds, episodesBySeason };
}
