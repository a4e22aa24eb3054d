import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { adminOutboxQuery, pageCount } from './admin-api';
import { formatDateTime } from './admin-format';
import { Pager } from './Pager';
import styles from './admin.module.css';

/** Mail kept locally when no SMTP server is set (decision 060), newest first. */
export function OutboxList() {
  const [page, setPage] = useState(1);
  const outbox = useQuery(adminOutboxQuery(page));

  if (outbox.isError) {
    return (
      <ErrorState message="The outbox could not be loaded." onRetry={() => void outbox.refetch()} />
    );
  }
  if (!outbox.data) return <p role="status">Loading mail…</p>;
  if (outbox.data.total === 0) {
    return (
      <EmptyState title="No mail yet">
        <p className={styles.muted}>
          Verification, reset and e-mail change messages appear here when no SMTP server is set.
        </p>
      </EmptyState>
    );
  }

  return (
    <>
      <ol className={styles.mails}>
        {outbox.data.items.map((mail) => (
          <li key={mail.id} className={styles.mail}>
            <p className={styles.subject}>{mail.subject}</p>
            <p className={styles.muted}>
              To <span className={styles.email}>{mail.to}</span> ·{' '}
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </p>
            {mail.link && (
              <a href={mail.link} className={styles.mailLink}>
                {mail.link}
              </a>
            )}
            <details>
              <summary>Message</summary>
              <pre className={styles.body}>{mail.text}</pre>
            </details>
          </li>
        ))}
      </ol>
      <Pager
        label="Outbox pages"
        page={page}
        pages={pageCount(outbox.data)}
        onPageChange={setPage}
      />
    </>
  );
}
