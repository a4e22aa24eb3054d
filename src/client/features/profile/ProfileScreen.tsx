import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import { ProfileNav } from './ProfileNav';
import styles from './profile.module.css';

/** The profile and each of its settings addresses: the same links on top, then the sections. */
export function ProfileScreen({
  title,
  lead,
  children,
  twoColumns = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Many short sections side by side on a wide screen, so the page stays short. */
  twoColumns?: boolean;
}) {
  return (
    <Page title={title} lead={lead}>
      <ProfileNav />
      <div className={twoColumns ? `${styles.sections} ${styles.twoColumns}` : styles.sections}>
        {children}
      </div>
    </Page>
  );
}
