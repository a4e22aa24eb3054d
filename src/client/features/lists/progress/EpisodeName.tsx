import { useSeasonDetails } from '../../../lib/catalogue/season-details';
import { useMessages } from '../../../i18n/messages';
import styles from './progress-dialog.module.css';

/** "Episode 13: Aversion Toward One's Kind · 2023-12-22", where the catalogue names it. */
export function EpisodeName({
  showId,
  season,
  episode,
}: {
  showId: number;
  season: number;
  episode: number | null;
}) {
  const t = useMessages();
  const details = useSeasonDetails(showId, season, episode !== null && episode > 0);
  const found = details.data?.episodes.find((each) => each.episode_number === episode);
  const named = found && found.name !== '' && found.name !== `Episode ${found.episode_number}`;
  const text =
    found && named
      ? found.air_date
        ? t('lists.progress.episodeNameAired', {
            episode: found.episode_number,
            name: found.name,
            date: found.air_date,
          })
        : t('lists.progress.episodeName', { episode: found.episode_number, name: found.name })
      : '';
  // The line keeps its height while empty, so the dialog does not move when the name arrives.
  return (
    <p className={styles.episodeName} aria-live="polite">
      {text}
    </p>
  );
}
