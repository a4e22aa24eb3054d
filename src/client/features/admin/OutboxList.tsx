import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { adminOutboxQuery, pageCount } from './admin-api';
import { formatDateTime } from './admin-format';
import { Pager } from './Pager';
import styles from './admin.module.css';

/** Mail kept locally when no SMTP server is set (decision 060), newest first. */
export function OutboxList() {
  const t = useMessages();
  const [page, setPage] = useState(1);
  const outbox = useQuery(adminOutboxQuery(page));

  if (outbox.isError) {
    return (
      <ErrorState message={t('admin.outbox.loadFailed')} onRetry={() => void outbox.refetch()} />
    );
  }
  if (!outbox.data) return <p role="status">{t('admin.outbox.loading')}</p>;
  if (outbox.data.total === 0) {
    return (
      <EmptyState title={t('admin.outbox.empty')}>
        <p className={styles.muted}>{t('admin.outbox.emptyLead')}</p>
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
              <Trans
                id="admin.outbox.to"
                values={{ to: mail.to, when: formatDateTime(mail.createdAt) }}
                components={{
                  0: <span className={styles.email} />,
                  1: <time dateTime={mail.createdAt} />,
                }}
              />
            </p>
            {mail.link && (
              <a href={mail.link} className={styles.mailLink}>
                {mail.link}
              </a>
            )}
            <details>
              <summary>{t('admin.outbox.message')}</summary>
              <pre className={styles.body}>{mail.text}</pre>
            </details>
          </li>
        ))}
      </ol>
      <Pager
        label={t('admin.outbox.pages')}
        page={page}
        pages={pageCount(outbox.data)}
        onPageChange={setPage}
      />
    </>
  );
}
