import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { titleKey, titlePath, type Title } from '../lib/catalogue/titles';
import { Poster } from './Poster';
import { kindLabel, scoreLabel, yearLabel } from './title-meta';
import styles from './title-card.module.css';

interface TitleCardProps {
  title: Title;
  /** A control shown over the poster, e.g. the quick-view button. */
  action?: ReactNode;
  /** One line under the facts, e.g. why the title was recommended. */
  note?: ReactNode;
}

export function TitleCard({ title, action, note }: TitleCardProps) {
  const year = yearLabel(title);
  const score = scoreLabel(title.vote_average);
  return (
    <article className={styles.card}>
      <Link to={titlePath(title)} className={styles.link}>
        <Poster posterPath={title.poster_path} title={title.title} seed={titleKey(title)} />
        <span className={styles.name}>{title.title}</span>
      </Link>
      <p className={styles.meta}>
        {year && <span>{year}</span>}
        <span>{kindLabel(title.media_type, title.format)}</span>
        {score && (
          <span className={styles.score}>
            <Star aria-hidden size={13} />
            <span className="visually-hidden">Score </span>
            {score}
          </span>
        )}
      </p>
      {note && <p className={styles.note}>{note}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
