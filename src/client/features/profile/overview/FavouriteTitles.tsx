import { Link } from 'react-router';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { displayTitleOf } from '../../../../shared/tracked-title-basics';
import { useMessages } from '../../../i18n/messages';
import { titlePath } from '../../../lib/catalogue/titles';
import styles from './overview.module.css';

/** Enough favourites to say what the user loves without turning the profile into a list. */
export const FAVOURITE_ROWS = 12;

/** A title is a favourite when the user marked any of its seasons so. */
export const isFavourite = (item: TrackedTitle) =>
  (item.seasons ?? []).some((entry) => entry.favourite);

/** The titles the user marked as favourites, each a link to its page. */
export function FavouriteTitles({ items }: { items: readonly TrackedTitle[] }) {
  const t = useMessages();
  if (items.length === 0) return <p className={styles.empty}>{t('profile.favourites.empty')}</p>;
  return (
    <ul className={styles.recent} aria-label={t('profile.favourites.label')}>
      {items.map((item) => (
        <li key={`${item.media_type}/${item.id}`} className={styles.recentRow}>
          <Link to={titlePath(item)} className={styles.recentTitle}>
            {displayTitleOf(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
