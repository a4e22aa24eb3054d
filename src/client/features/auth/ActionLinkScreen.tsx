import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import type { ActionLink } from './action-link';
import { ONCE_PER_CODE, applyActionCode } from './auth-api';
import { authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { FormError, FormSuccess } from './forms/FormMessages';
import { PasswordResetScreen } from './PasswordResetScreen';
import styles from './login.module.css';

/** Each link's words: `auth.<name>.title`, `.pending` and `.done`. */
const CONFIRMATIONS = {
  verifyEmail: 'verifyEmail',
  verifyAndChangeEmail: 'changeEmail',
} as const;

/** Verification and e-mail change links: applied as the screen opens. */
function ConfirmationScreen({ link }: { link: ActionLink & { mode: keyof typeof CONFIRMATIONS } }) {
  const t = useMessages();
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
    <Page title={t(`auth.${copy}.title`)}>
      <div className={styles.card}>
        {confirmation.isPending && (
          <p role="status" className={styles.note}>
            {t(`auth.${copy}.pending`)}
          </p>
        )}
        <FormSuccess
          message={
            confirmation.data ? t(`auth.${copy}.done`, { email: confirmation.data.email }) : null
          }
        />
        <FormError
          message={confirmation.error ? authFailureMessage(confirmation.error, t) : null}
        />
        {!confirmation.isPending && (
          <Link
            to={currentUser ? '/mylists' : '/login'}
            className={`button button-primary ${styles.submit}`}
          >
            {currentUser ? t('auth.goToMyLists') : t('auth.view.signIn.title')}
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
