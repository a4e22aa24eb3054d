import { Link } from 'react-router';
import type { ListCounts } from '../../../../shared/lists-api';
import type { MeanScoreText } from '../../../../shared/score-scale';
import { formatCount } from '../../../../shared/locale-format';
import { LIST_STATUSES, type ListStatus } from '../../../../shared/tracked-title-basics';
import { useMessages, type MessageId } from '../../../i18n/messages';
import styles from './overview.module.css';

/** A list's name in the active language, by its stable value (the `lists` group's words). */
export const statusName = (status: ListStatus): MessageId => `lists.status.${status}`;

/**
 * How many titles each list holds, each a link to that list, and the mean of the user's own
 * scores in their scale once they gave one (the catalogue's scores are not the user's opinion).
 */
export function ListSummary({
  counts,
  meanScore,
}: {
  counts: ListCounts;
  meanScore: MeanScoreText | null;
}) {
  const t = useMessages();
  return (
    <ul className={styles.counts} aria-label={t('profile.lists.perList')}>
      {LIST_STATUSES.map((status) => (
        <li key={status}>
          <Link to={`/mylists?status=${status}`} className={styles.count}>
            <span className={styles.countFigure}>{formatCount(counts[status])}</span>{' '}
            <span className={styles.countLabel}>{t(statusName(status))}</span>
          </Link>
        </li>
      ))}
      {meanScore !== null && (
        <li className={styles.count}>
          <span className={styles.countFigure}>{meanScore.figure}</span>{' '}
          <span className={styles.countLabel}>{meanScore.label}</span>
        </li>
      )}
    </ul>
  );
}
