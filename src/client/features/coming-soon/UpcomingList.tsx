import { Link } from 'react-router';
import { episodeDateLabel } from '../../../shared/relative-date';
import type { UpcomingShowEntry } from '../../lib/catalogue/upcoming-episodes';
import { titlePath } from '../../lib/catalogue/titles';
import { Poster } from '../../ui/Poster';
import styles from './coming-soon.module.css';

export function UpcomingList({ entries, now }: { entries: UpcomingShowEntry[]; now: Date }) {
  return (
    <ol className={styles.list} aria-label="Upcoming episodes">
      {entries.map(({ anime, episode }) => (
        <li key={anime.id} className={styles.entry}>
          <Poster
            posterPath={anime.poster_path}
            title={anime.title}
            item={anime}
            className={styles.poster}
          />
          <div className={styles.text}>
            <Link to={titlePath(anime)} className={styles.title}>
              {anime.title}
            </Link>
            <span className={styles.episode}>
              Episode {episode.episode_number}
              {episode.name !== `Episode ${episode.episode_number}` && ` · ${episode.name}`}
            </span>
          </div>
          <div className={styles.when}>
            <strong className={styles.label}>{episodeDateLabel(episode.air_date, now)}</strong>
            <time dateTime={episode.air_date} className={styles.date}>
              {episode.air_date}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function UpcomingListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading upcoming episodes…</span>
      <ol className={styles.list} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={`${styles.entry} ${styles.skeleton}`} />
        ))}
      </ol>
    </div>
  );
}
