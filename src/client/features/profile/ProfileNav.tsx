import { NavLink } from 'react-router';
import { PROFILE_SECTIONS } from '../../../shared/client-routes';
import styles from './profile.module.css';

/** Names each settings address (decision 335); the current one is marked for screen readers too. */
const LINK_NAMES: Record<(typeof PROFILE_SECTIONS)[number], string> = {
  account: 'Account and security',
  alerts: 'Alerts',
  connections: 'Connections',
  api: 'API tokens and calendar',
  data: 'Data',
};

export function ProfileNav() {
  return (
    <nav aria-label="Profile and settings" className={styles.nav}>
      <ul className={styles.navList}>
        <li>
          <NavLink to="/profile" end className={styles.navLink}>
            Overview
          </NavLink>
        </li>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={`/profile/${section}`} className={styles.navLink}>
              {LINK_NAMES[section]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
