import { Link } from 'react-router';
import type { ListCounts } from '../../../../shared/lists-api';
import { formatCount } from '../../../../shared/locale-format';
import { LIST_STATUSES, LIST_STATUS_LABELS } from '../../../../shared/tracked-title-basics';
import styles from './overview.module.css';

/**
 * How many titles each list holds, each a link to that list. A mean score joins these figures
 * once the lists hold the user's own scores (the catalogue's are not the user's opinion).
 */
export function ListSummary({ counts }: { counts: ListCounts }) {
  return (
    <ul className={styles.counts} aria-label="Titles per list">
      {LIST_STATUSES.map((status) => (
        <li key={status}>
          <Link to={`/mylists?status=${status}`} className={styles.count}>
            <span className={styles.countFigure}>{formatCount(counts[status])}</span>{' '}
            <span className={styles.countLabel}>{LIST_STATUS_LABELS[status]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
