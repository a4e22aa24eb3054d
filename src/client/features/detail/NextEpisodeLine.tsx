import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { episodeDateWhen } from '../../../shared/relative-date';
import { useMessages } from '../../i18n/messages';
import { episodeWhenText } from '../../ui/episode-when';
import { defaultEpisodeName, type NextEpisode } from './next-episode';
import styles from './detail.module.css';

export function NextEpisodeLine({ episode }: { episode: NextEpisode }) {
  const t = useMessages();
  const [now] = useState(() => new Date());
  const when = episodeDateWhen(episode.airDate, now);
  const named = episode.name !== defaultEpisodeName(episode.episodeNumber);
  return (
    <p className={styles.nextEpisode}>
      <CalendarDays aria-hidden size={18} />
      <span>
        {t('detail.nextEpisode')}{' '}
        <strong>{t('common.episode', { number: episode.episodeNumber })}</strong>
        {named && ` · ${episode.name}`}
        {' · '}
        <strong>{episodeWhenText(when, t)}</strong>
        {episode.airDate && when.kind !== 'tba' && (
          <>
            {' ('}
            <time dateTime={episode.airDate}>{episode.airDate}</time>
            {')'}
          </>
        )}
      </span>
    </p>
  );
}
