import { Trans } from '@lingui/react';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { TvDetails } from '../../../../shared/catalogue-types';
import { episodeDateWhen } from '../../../../shared/relative-date';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useNextAiring } from '../../../lib/catalogue/anilist-next-airing';
import { episodeWhenText } from '../../../ui/episode-when';
import {
  nextEpisodeFromAnilist,
  nextEpisodeFromTmdb,
  type NextEpisode,
} from '../../detail/next-episode';
import styles from './my-lists.module.css';

/**
 * What is known without asking anyone of a Watching show's next episode: the one its tracked
 * title carries (AniList's nextAiringEpisode), else the catalogue's details (TMDB).
 */
export function knownNextEpisode(item: TrackedTitle, show: TvDetails | null): NextEpisode | null {
  if (item.status !== 'watching' || item.media_type !== 'tv') return null;
  return (
    nextEpisodeFromAnilist(item.nextAiringEpisode) ?? nextEpisodeFromTmdb(show?.next_episode_to_air)
  );
}

/**
 * A Watching show's next episode with its relative date (spec §9 labels). Only a dated episode
 * is shown: without an air date (the offline catalogue has none) nothing is invented.
 */
export function EntryNextEpisode({ episode }: { episode: NextEpisode }) {
  const t = useMessages();
  const [now] = useState(() => new Date());
  if (!episode.airDate) return null;
  return (
    <p className={styles.nextEpisode}>
      <CalendarDays aria-hidden size={14} />
      <span>
        <Trans
          id={'lists.entry.nextEpisode' satisfies MessageId}
          values={{
            episode: episode.episodeNumber,
            date: episodeWhenText(episodeDateWhen(episode.airDate, now), t),
          }}
          components={{ 0: <time dateTime={episode.airDate} /> }}
        />
      </span>
    </p>
  );
}

/** With the offline catalogue (MyAnimeList ids) and AniList on, AniList knows the next episode. */
export function AnilistNextEpisode({ showId }: { showId: number }) {
  const airing = useNextAiring(showId, true);
  const episode = nextEpisodeFromAnilist(airing.data);
  return episode && <EntryNextEpisode episode={episode} />;
}
