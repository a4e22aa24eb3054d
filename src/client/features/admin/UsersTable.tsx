import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserSummary } from '../../../shared/auth-admin';
import { useMessages } from '../../i18n/messages';
import { formatCount } from '../../../shared/locale-format';
import { ErrorState } from '../../ui/StatusMessage';
import { authFailureMessage } from '../auth/auth-messages';
import { FormError } from '../auth/forms/FormMessages';
import {
  adminStatsQuery,
  adminUsersQuery,
  markUserVerified,
  pageCount,
  setUserDisabled,
} from './admin-api';
import { formatDateTime } from './admin-format';
import { Pager } from './Pager';
import styles from './admin.module.css';

function AccessButton({
  user,
  onChanged,
}: {
  user: AdminUserSummary;
  onChanged: (problem: string | null) => void;
}) {
  const t = useMessages();
  const change = useMutation({
    mutationFn: () => setUserDisabled(user.uid, !user.disabled),
    onSuccess: () => onChanged(null),
    onError: (error) => onChanged(authFailureMessage(error, t)),
  });
  return (
    <button
      type="button"
      className="button"
      disabled={change.isPending}
      aria-label={t(user.disabled ? 'admin.users.enableUser' : 'admin.users.disableUser', {
        email: user.email,
      })}
      onClick={() => change.mutate()}
    >
      {t(user.disabled ? 'admin.users.enable' : 'admin.users.disable')}
    </button>
  );
}

function VerifyButton({
  user,
  onChanged,
}: {
  user: AdminUserSummary;
  onChanged: (problem: string | null) => void;
}) {
  const t = useMessages();
  const verify = useMutation({
    mutationFn: () => markUserVerified(user.uid),
    onSuccess: () => onChanged(null),
    onError: (error) => onChanged(authFailureMessage(error, t)),
  });
  return (
    <button
      type="button"
      className="button"
      disabled={verify.isPending}
      aria-label={t('admin.users.markVerifiedUser', { email: user.email })}
      onClick={() => verify.mutate()}
    >
      {t('admin.users.markVerified')}
    </button>
  );
}

/** Without SMTP nobody receives a verification mail: this says what the administrator can do. */
function KeptMailHelp() {
  const t = useMessages();
  return <p className={styles.muted}>{t('admin.users.keptMail')}</p>;
}

export function UsersTable({ adminUid }: { adminUid: string }) {
  const t = useMessages();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const users = useQuery(adminUsersQuery(page));
  const keptMail = useQuery(adminStatsQuery).data?.mailDelivery === 'outbox';

  const onChanged = (found: string | null) => {
    setProblem(found);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  if (users.isError) {
    return (
      <ErrorState message={t('admin.users.loadFailed')} onRetry={() => void users.refetch()} />
    );
  }
  if (!users.data) return <p role="status">{t('admin.users.loading')}</p>;

  return (
    <>
      {keptMail && <KeptMailHelp />}
      <FormError message={problem} />
      <div
        className={styles.tableScroll}
        role="region"
        aria-label={t('admin.users.table')}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.users.email')}</th>
              <th scope="col">{t('admin.users.username')}</th>
              <th scope="col">{t('admin.users.verified')}</th>
              <th scope="col">{t('admin.users.tracked')}</th>
              <th scope="col">{t('admin.users.lastSignIn')}</th>
              <th scope="col">{t('admin.users.created')}</th>
              <th scope="col">{t('admin.users.access')}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.items.map((user) => (
              <tr key={user.uid}>
                <th scope="row" className={styles.email}>
                  {user.email}
                </th>
                <td>{user.username}</td>
                <td>
                  <div className={styles.access}>
                    {t(user.emailVerified ? 'admin.users.yes' : 'admin.users.no')}
                    {keptMail && !user.emailVerified && (
                      <VerifyButton user={user} onChanged={onChanged} />
                    )}
                  </div>
                </td>
                <td className={styles.number}>{formatCount(user.trackedCount)}</td>
                <td>{formatDateTime(user.lastSignInAt, t('admin.users.never'))}</td>
                <td>{formatDateTime(user.createdAt)}</td>
                <td>
                  <div className={styles.access}>
                    <span className={user.disabled ? styles.disabled : styles.active}>
                      {t(user.disabled ? 'admin.users.disabled' : 'admin.users.active')}
                    </span>
                    {user.uid === adminUid ? (
                      <span className={styles.muted}>{t('admin.users.you')}</span>
                    ) : (
                      <AccessButton user={user} onChanged={onChanged} />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('admin.users.pages')}
        page={page}
        pages={pageCount(users.data)}
        onPageChange={setPage}
      />
    </>
  );
}
