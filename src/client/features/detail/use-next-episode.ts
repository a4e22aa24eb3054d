import { useNextAiring } from '../../lib/catalogue/anilist-next-airing';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import type { TitleDetails } from '../../lib/catalogue/title-details';
import { nextEpisodeFromAnilist, nextEpisodeFromTmdb, type NextEpisode } from './next-episode';

/**
 * The next episode from TMDB's details; with the offline catalogue, whose ids are MyAnimeList ids,
 * from AniList when the instance enables it. Films have none.
 */
export function useNextEpisode(title: TitleDetails): NextEpisodeState {
  const { data: info } = useCatalogueInfo();
  const askAnilist = title.mediaType === 'tv' && info?.provider === 'offline' && info.anilist;
  const anilist = useNextAiring(title.details.id, askAnilist);
  if (title.mediaType !== 'tv') return { episode: null, reserve: false };
  const episode =
    nextEpisodeFromTmdb(title.details.next_episode_to_air) ?? nextEpisodeFromAnilist(anilist.data);
  // Only a series still airing is likely to get a line, so only its place is held while AniList
  // answers; holding it for every title would make the ended ones collapse instead.
  const reserve = episode === null && askAnilist && anilist.isPending && stillAiring(title);
  return { episode, reserve };
}

export interface NextEpisodeState {
  episode: NextEpisode | null;
  /** True while a line may still come: the screen holds its place so nothing below moves. */
  reserve: boolean;
}

function stillAiring({ details }: TitleDetails): boolean {
  return /returning|airing|production|planned/i.test(details.status);
}
