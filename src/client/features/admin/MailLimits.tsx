import { useQuery } from '@tanstack/react-query';
import type { AdminMailCount, AdminMailCounts } from '../../../shared/admin-mail-counts';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { adminMailCountsQuery } from './admin-api';
import { formatDateTime } from './admin-format';
import styles from './admin.module.css';

function Count({ name, count, limit }: { name: string; count: number; limit: number }) {
  return (
    <div className={styles.fact}>
      <dt>{name}</dt>
      <dd>
        {count} of {limit}
        {count >= limit && <strong className={styles.atLimit}> · limit reached</strong>}
      </dd>
    </div>
  );
}

function AccountCounts({ account, limits }: { account: AdminMailCount; limits: AdminMailCounts }) {
  return (
    <li className={styles.mail} aria-label={account.email}>
      <p className={`${styles.subject} ${styles.email}`}>{account.email}</p>
      <p className={styles.muted}>{account.username}</p>
      <dl className={styles.counts}>
        <Count
          name="Test mails this hour"
          count={account.testsThisHour}
          limit={limits.testsPerHour}
        />
        <Count name="Alert mails today" count={account.mailsToday} limit={limits.mailsPerDay} />
      </dl>
    </li>
  );
}

/**
 * The accounts nearest the limits on the alert mail a user can cause (issue 33): each count is
 * the account's or its address's, whichever is higher, as the limits count both.
 */
export function MailLimits() {
  const counts = useQuery(adminMailCountsQuery);
  if (counts.isError) {
    return (
      <ErrorState
        message="The mail counts could not be loaded."
        onRetry={() => void counts.refetch()}
      />
    );
  }
  const data = counts.data;
  if (!data) return <p role="status">Loading mail counts…</p>;
  const rules = `Each account and each address gets at most ${data.testsPerHour} test mails an hour and ${data.mailsPerDay} alert mails a day (tests, alerts and digests together).`;
  if (data.accounts.length === 0) {
    return (
      <EmptyState title="No alert mail today">
        <p className={styles.muted}>{rules}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        {rules} Today’s counts began{' '}
        <time dateTime={data.dayStartedAt}>{formatDateTime(data.dayStartedAt)}</time>; nearest the
        limits first.
      </p>
      <ol className={styles.mails}>
        {data.accounts.map((account) => (
          <AccountCounts key={account.uid} account={account} limits={data} />
        ))}
      </ol>
    </>
  );
}
