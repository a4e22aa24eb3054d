import { useNextAiring } from '../../lib/catalogue/anilist-next-airing';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import type { TitleDetails } from '../../lib/catalogue/title-details';
import { nextEpisodeFromAnilist, nextEpisodeFromTmdb, type NextEpisode } from './next-episode';

/**
 * The next episode from TMDB's details; with the offline catalogue, whose ids are MyAnimeList ids,
 * from AniList when the instance enables it. Films have none.
 */
export function useNextEpisode(title: TitleDetails): NextEpisode | null {
  const { data: info } = useCatalogueInfo();
  const askAnilist = title.mediaType === 'tv' && info?.provider === 'offline' && info.anilist;
  const anilist = useNextAiring(title.details.id, askAnilist);
  if (title.mediaType !== 'tv') return null;
  return (
    nextEpisodeFromTmdb(title.details.next_episode_to_air) ?? nextEpisodeFromAnilist(anilist.data)
  );
}
