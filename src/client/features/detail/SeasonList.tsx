import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { SeasonSummary } from '../../../shared/catalogue-types';
import { useSeasonDetails } from '../../lib/catalogue/season-details';
import { useMessages } from '../../i18n/messages';
import styles from './detail.module.css';

function SeasonEpisodes({ showId, seasonNumber }: { showId: number; seasonNumber: number }) {
  const t = useMessages();
  const season = useSeasonDetails(showId, seasonNumber, true);
  if (season.isPending) return <p role="status">{t('detail.episodes.loading')}</p>;
  if (season.isError) {
    return (
      <p role="alert">
        {t('detail.episodes.failed')}{' '}
        <button type="button" className={styles.textButton} onClick={() => void season.refetch()}>
          {t('common.error.retry')}
        </button>
      </p>
    );
  }
  if (season.data.episodes.length === 0) {
    return <p className={styles.muted}>{t('detail.episodes.none')}</p>;
  }
  return (
    <ol className={styles.episodes}>
      {season.data.episodes.map((episode) => (
        <li key={episode.id}>
          <span className={styles.episodeNumber}>{episode.episode_number}</span>
          <span>{episode.name}</span>
          {episode.air_date && (
            <time className={styles.muted} dateTime={episode.air_date}>
              {episode.air_date}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}

function SeasonItem({ showId, season }: { showId: number; season: SeasonSummary }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={styles.season}>
      <button
        type="button"
        className={styles.seasonToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.seasonName}>{season.name}</span>
        {/* A season with no episodes listed (announced, or a count no source gives) says nothing. */}
        <span className={styles.muted}>
          {season.episode_count > 0 && t('detail.episodes.count', { count: season.episode_count })}
        </span>
        <ChevronDown aria-hidden size={18} className={styles.chevron} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <SeasonEpisodes showId={showId} seasonNumber={season.season_number} />}
      </div>
    </li>
  );
}

/** Each season with its episode count; its episodes are fetched when it is opened. */
export function SeasonList({ showId, seasons }: { showId: number; seasons: SeasonSummary[] }) {
  return (
    <ul className={styles.seasons}>
      {seasons.map((season) => (
        <SeasonItem key={season.season_number} showId={showId} season={season} />
      ))}
    </ul>
  );
}
