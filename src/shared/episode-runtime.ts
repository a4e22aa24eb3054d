import type { TvDetails } from './catalogue-types';

type RuntimeSource = Pick<TvDetails, 'episode_run_time'> &
  Partial<Pick<TvDetails, 'last_episode_to_air' | 'next_episode_to_air'>>;

/**
 * Minutes per episode: the show's episode_run_time, else the runtime of the episodes its details
 * name. TMDB's answers often give `episode_run_time: []` and keep the runtime on the episodes
 * only (test/fixtures/tmdb/tv-1399.json); null when neither says.
 */
export function episodeRuntime(details: RuntimeSource): number | null {
  const candidates = [
    ...(details.episode_run_time ?? []),
    details.last_episode_to_air?.runtime,
    details.next_episode_to_air?.runtime,
  ];
  return candidates.find((minutes): minutes is number => !!minutes && minutes > 0) ?? null;
}
