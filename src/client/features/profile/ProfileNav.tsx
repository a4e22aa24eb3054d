import { NavLink } from 'react-router';
import { PROFILE_SECTIONS } from '../../../shared/client-routes';
import { useMessages, type MessageId } from '../../i18n/messages';
import styles from './profile.module.css';

/** Names each settings address (decision 335); the current one is marked for screen readers too. */
const linkName = (section: (typeof PROFILE_SECTIONS)[number]): MessageId =>
  `profile.nav.${section}`;

export function ProfileNav() {
  const t = useMessages();
  return (
    <nav aria-label={t('profile.nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        <li>
          <NavLink to="/profile" end className={styles.navLink}>
            {t('profile.nav.overview')}
          </NavLink>
        </li>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={`/profile/${section}`} className={styles.navLink}>
              {t(linkName(section))}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
