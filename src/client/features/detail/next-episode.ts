import type { AnilistNextAiringEpisode } from '../../../shared/anilist-queries';
import { formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type { EpisodeSummary } from '../../../shared/catalogue-types';

export interface NextEpisode {
  episodeNumber: number;
  /** 'YYYY-MM-DD' in the viewer's calendar, or null when the date is not announced. */
  airDate: string | null;
  name: string;
}

/** The catalogues' name for an episode they know no name of: the line then names it by number alone. */
export const defaultEpisodeName = (episodeNumber: number) => `Episode ${episodeNumber}`;

/**
 * TMDB's next_episode_to_air. Where the offline catalogue gives the broadcast instant, the date
 * is the viewer's own day of it rather than Japan's.
 */
export function nextEpisodeFromTmdb(
  episode: EpisodeSummary | null | undefined,
): NextEpisode | null {
  if (!episode) return null;
  const instant = episode.airs_at ? new Date(episode.airs_at) : null;
  const localDay =
    instant && !Number.isNaN(instant.getTime()) ? formatIsoDate(localCalendarDate(instant)) : null;
  return {
    episodeNumber: episode.episode_number,
    airDate: localDay ?? episode.air_date,
    name: episode.name.trim() || defaultEpisodeName(episode.episode_number),
  };
}

/** AniList's nextAiringEpisode: airingAt is epoch seconds, shown as the viewer's local day. */
export function nextEpisodeFromAnilist(
  airing: AnilistNextAiringEpisode | null | undefined,
): NextEpisode | null {
  if (!airing) return null;
  return {
    episodeNumber: airing.episode,
    airDate: formatIsoDate(localCalendarDate(new Date(airing.airingAt * 1000))),
    name: defaultEpisodeName(airing.episode),
  };
}
