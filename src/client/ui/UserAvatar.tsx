import type { SessionUser } from '../features/auth/session-api';
import styles from './user-avatar.module.css';

type AvatarUser = Pick<SessionUser, 'displayName' | 'photoURL' | 'profile'>;

/** The name a user goes by: the display name where they set one, else their username. */
export function shownName(user: AvatarUser): string {
  return user.displayName ?? user.profile.username;
}

/**
 * The user's photo, or the first letter of their name on a coloured disc. Decorative: it always
 * stands beside the name it pictures.
 */
export function UserAvatar({ user, size }: { user: AvatarUser; size: 'small' | 'large' }) {
  const className = `${styles.avatar} ${size === 'large' ? styles.large : styles.small}`;
  if (user.photoURL) {
    return <img className={className} src={user.photoURL} alt="" aria-hidden decoding="async" />;
  }
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden>
      {Array.from(shownName(user).trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
