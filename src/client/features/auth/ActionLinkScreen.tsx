import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import type { ActionLink } from './action-link';
import { ONCE_PER_CODE, applyActionCode } from './auth-api';
import { authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { FormError, FormSuccess } from './forms/FormMessages';
import { PasswordResetScreen } from './PasswordResetScreen';
import styles from './login.module.css';

const CONFIRMATIONS = {
  verifyEmail: {
    title: 'Verify your email',
    pending: 'Verifying your email address…',
    done: (email: string) => `Your email address ${email} is verified. Thank you!`,
  },
  verifyAndChangeEmail: {
    title: 'Confirm your new email',
    pending: 'Confirming your new email address…',
    done: (email: string) => `Your email address is now ${email}.`,
  },
} as const;

/** Verification and e-mail change links: applied as the screen opens. */
function ConfirmationScreen({ link }: { link: ActionLink & { mode: keyof typeof CONFIRMATIONS } }) {
  const { currentUser, refresh } = useAuth();
  const copy = CONFIRMATIONS[link.mode];
  const confirmation = useQuery({
    ...ONCE_PER_CODE,
    queryKey: ['auth', 'action', link.mode, link.oobCode],
    queryFn: async () => {
      const answer = await applyActionCode(link);
      // The banner and the profile follow the address's new state at once.
      await refresh();
      return answer;
    },
  });

  return (
    <Page title={copy.title}>
      <div className={styles.card}>
        {confirmation.isPending && (
          <p role="status" className={styles.note}>
            {copy.pending}
          </p>
        )}
        <FormSuccess message={confirmation.data ? copy.done(confirmation.data.email) : null} />
        <FormError message={confirmation.error ? authFailureMessage(confirmation.error) : null} />
        {!confirmation.isPending && (
          <Link
            to={currentUser ? '/mylists' : '/login'}
            className={`button button-primary ${styles.submit}`}
          >
            {currentUser ? 'Go to My Lists' : 'Sign in'}
          </Link>
        )}
      </div>
    </Page>
  );
}

export function ActionLinkScreen({ link }: { link: ActionLink }) {
  switch (link.mode) {
    case 'verifyEmail':
    case 'verifyAndChangeEmail':
      return <ConfirmationScreen link={{ ...link, mode: link.mode }} />;
    case 'resetPassword':
      return <PasswordResetScreen link={link} />;
  }
}
