import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import { ProfileNav } from './ProfileNav';
import styles from './profile.module.css';

/** The profile and each of its settings addresses: the same links on top, then the sections. */
export function ProfileScreen({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} lead={lead}>
      <ProfileNav />
      <div className={styles.sections}>{children}</div>
    </Page>
  );
}
