import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import styles from './prose.module.css';

export function StaticPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} lead={lead}>
      <div className={styles.prose}>{children}</div>
    </Page>
  );
}
