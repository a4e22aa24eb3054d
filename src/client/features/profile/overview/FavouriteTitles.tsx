import type { TrackedTitle } from '../../../../shared/tracked-title';
import { useMessages } from '../../../i18n/messages';
import { TitleNamesLink } from './TitleNamesLink';
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
          <TitleNamesLink item={item} />
        </li>
      ))}
    </ul>
  );
}
