import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { episodeDateLabel } from '../../../shared/relative-date';
import type { NextEpisode } from './next-episode';
import styles from './detail.module.css';

export function NextEpisodeLine({ episode }: { episode: NextEpisode }) {
  const [now] = useState(() => new Date());
  const label = episodeDateLabel(episode.airDate, now);
  const named = episode.name !== `Episode ${episode.episodeNumber}`;
  return (
    <p className={styles.nextEpisode}>
      <CalendarDays aria-hidden size={18} />
      <span>
        Next episode: <strong>Episode {episode.episodeNumber}</strong>
        {named && <> · {episode.name}</>} · <strong>{label}</strong>
        {episode.airDate && label !== 'Date TBA' && (
          <>
            {' '}
            (<time dateTime={episode.airDate}>{episode.airDate}</time>)
          </>
        )}
      </span>
    </p>
  );
}
