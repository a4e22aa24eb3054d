import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { useAuth } from '../auth/auth-context';
import { AdminMfaGate } from '../auth/ways/AdminMfaGate';
import { CatalogueStatus } from './CatalogueStatus';
import { InstanceStats } from './InstanceStats';
import { MailLimits } from './MailLimits';
import { OutboxList } from './OutboxList';
import { UsersTable } from './UsersTable';
import styles from './admin.module.css';

function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin, for the one user whose id is ADMIN_USER_ID (the server checks every call too). */
export function AdminPage() {
  const t = useMessages();
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  return (
    <Page title={t('admin.page.title')} lead={t('admin.page.lead')}>
      <AdminMfaGate>
        <div className={styles.sections}>
          <AdminSection title={t('admin.section.instance')}>
            <InstanceStats />
          </AdminSection>
          <AdminSection title={t('admin.section.catalogue')}>
            <CatalogueStatus />
          </AdminSection>
          <AdminSection title={t('admin.section.users')}>
            <UsersTable adminUid={currentUser.uid} />
          </AdminSection>
          <AdminSection title={t('admin.section.outbox')}>
            <OutboxList />
          </AdminSection>
          <AdminSection title={t('admin.section.mailLimits')}>
            <MailLimits />
          </AdminSection>
        </div>
      </AdminMfaGate>
    </Page>
  );
}
