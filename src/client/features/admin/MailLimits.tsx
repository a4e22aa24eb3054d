import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { AdminMailCount, AdminMailCounts } from '../../../shared/admin-mail-counts';
import { formatCount } from '../../../shared/locale-format';
import { useMessages } from '../../i18n/messages';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { adminMailCountsQuery } from './admin-api';
import { formatDateTime } from './admin-format';
import styles from './admin.module.css';

function Count({ name, count, limit }: { name: string; count: number; limit: number }) {
  const t = useMessages();
  return (
    <div className={styles.fact}>
      <dt>{name}</dt>
      <dd>
        {t('admin.mail.count', { count: formatCount(count), limit: formatCount(limit) })}
        {count >= limit && (
          <strong className={styles.atLimit}>{t('admin.mail.limitReached')}</strong>
        )}
      </dd>
    </div>
  );
}

function AccountCounts({ account, limits }: { account: AdminMailCount; limits: AdminMailCounts }) {
  const t = useMessages();
  return (
    <li className={styles.mail} aria-label={account.email}>
      <p className={`${styles.subject} ${styles.email}`}>{account.email}</p>
      <p className={styles.muted}>{account.username}</p>
      <dl className={styles.counts}>
        <Count
          name={t('admin.mail.tests')}
          count={account.testsThisHour}
          limit={limits.testsPerHour}
        />
        <Count
          name={t('admin.mail.alerts')}
          count={account.mailsToday}
          limit={limits.mailsPerDay}
        />
      </dl>
    </li>
  );
}

/**
 * The accounts nearest the limits on the alert mail a user can cause (issue 33): each count is
 * the account's or its address's, whichever is higher, as the limits count both.
 */
export function MailLimits() {
  const t = useMessages();
  const counts = useQuery(adminMailCountsQuery);
  if (counts.isError) {
    return (
      <ErrorState message={t('admin.mail.loadFailed')} onRetry={() => void counts.refetch()} />
    );
  }
  const data = counts.data;
  if (!data) return <p role="status">{t('admin.mail.loading')}</p>;
  const rules = t('admin.mail.rules', {
    tests: formatCount(data.testsPerHour),
    alerts: formatCount(data.mailsPerDay),
  });
  if (data.accounts.length === 0) {
    return (
      <EmptyState title={t('admin.mail.none')}>
        <p className={styles.muted}>{rules}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        <Trans
          id="admin.mail.since"
          values={{ rules, since: formatDateTime(data.dayStartedAt) }}
          components={{ 0: <time dateTime={data.dayStartedAt} /> }}
        />
      </p>
      <ol className={styles.mails}>
        {data.accounts.map((account) => (
          <AccountCounts key={account.uid} account={account} limits={data} />
        ))}
      </ol>
    </>
  );
}
