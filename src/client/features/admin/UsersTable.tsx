import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserSummary } from '../../../shared/auth-admin';
import { useMessages } from '../../i18n/messages';
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
  const action = user.disabled ? 'Enable' : 'Disable';
  return (
    <button
      type="button"
      className="button"
      disabled={change.isPending}
      aria-label={`${action} ${user.email}`}
      onClick={() => change.mutate()}
    >
      {action}
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
      aria-label={`Mark verified: ${user.email}`}
      onClick={() => verify.mutate()}
    >
      Mark verified
    </button>
  );
}

/** Without SMTP nobody receives a verification mail: this says what the administrator can do. */
function KeptMailHelp() {
  return (
    <p className={styles.muted}>
      No SMTP server is set, so no mail leaves this server: verification, reset and sign-in links
      wait in the Outbox below. Send a person their link yourself, or use Mark verified once you
      know the address is theirs.
    </p>
  );
}

export function UsersTable({ adminUid }: { adminUid: string }) {
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
      <ErrorState message="The users could not be loaded." onRetry={() => void users.refetch()} />
    );
  }
  if (!users.data) return <p role="status">Loading users…</p>;

  return (
    <>
      {keptMail && <KeptMailHelp />}
      <FormError message={problem} />
      <div className={styles.tableScroll} role="region" aria-label="Users table" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Username</th>
              <th scope="col">Verified</th>
              <th scope="col">Tracked</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Created</th>
              <th scope="col">Access</th>
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
                    {user.emailVerified ? 'Yes' : 'No'}
                    {keptMail && !user.emailVerified && (
                      <VerifyButton user={user} onChanged={onChanged} />
                    )}
                  </div>
                </td>
                <td className={styles.number}>{user.trackedCount}</td>
                <td>{formatDateTime(user.lastSignInAt, 'Never')}</td>
                <td>{formatDateTime(user.createdAt)}</td>
                <td>
                  <div className={styles.access}>
                    <span className={user.disabled ? styles.disabled : styles.active}>
                      {user.disabled ? 'Disabled' : 'Active'}
                    </span>
                    {user.uid === adminUid ? (
                      <span className={styles.muted}>(you)</span>
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
      <Pager label="Users pages" page={page} pages={pageCount(users.data)} onPageChange={setPage} />
    </>
  );
}
