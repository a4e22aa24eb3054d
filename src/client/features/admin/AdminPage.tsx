import { useId, type ReactNode } from 'react';
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
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  return (
    <Page
      title="Admin"
      lead="Look after this Tsuzuki instance: its users, its mail and its catalogue."
    >
      <AdminMfaGate>
        <div className={styles.sections}>
          <AdminSection title="Instance">
            <InstanceStats />
          </AdminSection>
          <AdminSection title="Catalogue">
            <CatalogueStatus />
          </AdminSection>
          <AdminSection title="Users">
            <UsersTable adminUid={currentUser.uid} />
          </AdminSection>
          <AdminSection title="Outbox">
            <OutboxList />
          </AdminSection>
          <AdminSection title="Mail limits">
            <MailLimits />
          </AdminSection>
        </div>
      </AdminMfaGate>
    </Page>
  );
}
