import type { TvDetails } from '../../../shared/catalogue-types';
import { progressBoundsOf, type Progress } from '../../../shared/progress/progress-bounds';
import type { ScrobbleMapping } from '../../../shared/scrobble-api';

export type MappedEpisode =
  { kind: 'episode'; progress: Progress } | { kind: 'refused'; reason: string };

export interface EpisodeOnServer {
  season: number | null;
  episode: number | null;
  episodeEnd: number | null;
}

type ShowShape = Pick<
  TvDetails,
  | 'seasons'
  | 'number_of_seasons'
  | 'number_of_episodes'
  | 'last_episode_to_air'
  | 'next_episode_to_air'
>;

/**
 * Whether the catalogue numbers the show's episodes from its first one in every season, as TMDB
 * does for long-runners (decision 183): an episode it names is past its own season's count.
 */
function numbersAbsolutely(details: ShowShape): boolean {
  return [details.last_episode_to_air, details.next_episode_to_air].some((named) => {
    const season = details.seasons.find((each) => each.season_number === named?.season_number);
    return (
      !!named && !!season && season.episode_count > 0 && named.episode_number > season.episode_count
    );
  });
}

/**
 * The season an absolute episode number falls in, by TMDB's own counts of the seasons in order
 * (not the bounds, which stretch a season to the episodes named in it); an uncounted season
 * takes every episode past the counted ones before it.
 */
function seasonOfAbsolute(details: ShowShape, absolute: number): Progress | null {
  const seasons = details.seasons
    .filter((season) => season.season_number >= 1)
    .sort((a, b) => a.season_number - b.season_number);
  let before = 0;
  for (const { season_number, episode_count } of seasons) {
    if (episode_count <= 0 || absolute <= before + episode_count) {
      const episode = numbersAbsolutely(details) ? absolute : absolute - before;
      return { season: season_number, episode };
    }
    before += episode_count;
  }
  return null;
}

/**
 * Where a watched episode lands in a show's progress (decision 232). The episode is the last of
 * the file (a file of two episodes moves to the second). A title matched as a later season of
 * a show (an AniDB-style entry numbering from 1) is that season. An episode past its season's
 * count is read as numbered from the show's start; the user's mapping may shift the season or
 * read every number from the show's start.
 */
export function mapEpisode(
  event: EpisodeOnServer,
  matchedSeason: number | null,
  details: ShowShape | null,
  mapping: ScrobbleMapping,
): MappedEpisode {
  const episode = event.episodeEnd ?? event.episode;
  if (episode === null || episode < 1) {
    return { kind: 'refused', reason: 'The event names no episode number.' };
  }
  let season = event.season ?? 1;
  if (season === 0) return { kind: 'refused', reason: 'Specials (season 0) are not tracked.' };
  if (matchedSeason !== null && season === 1) season = matchedSeason;
  season += mapping.seasonOffset;
  if (season < 1) {
    return { kind: 'refused', reason: `The season offset takes season ${season} below 1.` };
  }
  if (!details) return { kind: 'episode', progress: { season, episode } };
  const bounds = progressBoundsOf(details);
  if (mapping.numbering === 'absolute') {
    return landed(seasonOfAbsolute(details, episode), episode);
  }
  if (bounds.seasons > 0 && season > bounds.seasons) {
    return { kind: 'refused', reason: `The catalogue lists no season ${season} of this show.` };
  }
  const count = bounds.episodesBySeason.get(season);
  if (count === undefined || episode <= count)
    return { kind: 'episode', progress: { season, episode } };
  return landed(seasonOfAbsolute(details, episode), episode);
}

function landed(progress: Progress | null, episode: number): MappedEpisode {
  return progress
    ? { kind: 'episode', progress }
    : {
        kind: 'refused',
        reason: `Episode ${episode} is past the last episode the catalogue counts.`,
      };
}
