import { Link } from 'react-router';
import { LIST_STATUS_LABELS, displayTitleOf } from '../../../../shared/tracked-title-basics';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { titlePath } from '../../../lib/catalogue/titles';
import styles from './overview.module.css';

/** The titles changed last: enough to see what one has been watching, not a second list. */
export const RECENT_ROWS = 5;

const changedOn = (updatedAt: string) =>
  Number.isNaN(Date.parse(updatedAt))
    ? null
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(updatedAt));

function whereAt(item: TrackedTitle): string {
  const status = LIST_STATUS_LABELS[item.status];
  if (item.media_type === 'movie' || item.status === 'planToWatch') return status;
  return `${status}, season ${item.current_season} episode ${item.current_episode}`;
}

export function RecentActivity({ items }: { items: readonly TrackedTitle[] }) {
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        Nothing tracked yet. <Link to="/discover">Find something to watch</Link>.
      </p>
    );
  }
  return (
    <ol className={styles.recent}>
      {items.map((item) => {
        const on = changedOn(item.updatedAt);
        return (
          <li key={`${item.media_type}/${item.id}`} className={styles.recentRow}>
            <Link to={titlePath(item)} className={styles.recentTitle}>
              {displayTitleOf(item)}
            </Link>
            <span className={styles.recentWhere}>
              {whereAt(item)}
              {on && <> · {on}</>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
