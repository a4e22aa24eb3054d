import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../ui/Page';
import { ONCE_PER_CODE } from '../auth-api';
import { authFailureMessage } from '../auth-messages';
import { useAuth } from '../auth-context';
import { FormError } from '../forms/FormMessages';
import styles from '../login.module.css';
import { SecondFactorForm } from './SecondFactorForm';
import { needsSecondFactor, signInWithEmailLink } from './sign-in-ways-api';

/** /login?mode=signIn&oobCode=…: the mailed link signs in as the screen opens. */
export function EmailLinkSignInScreen({ oobCode }: { oobCode: string }) {
  const t = useMessages();
  const { setSession } = useAuth();
  const [gaveUp, setGaveUp] = useState(false);
  const signIn = useQuery({
    ...ONCE_PER_CODE,
    queryKey: ['auth', 'sign-in-link', oobCode],
    queryFn: async () => {
      const session = await signInWithEmailLink(oobCode);
      // The /login guard then sends the signed-in user on.
      setSession(session);
      return session;
    },
  });
  const secondStep = needsSecondFactor(signIn.error) && !gaveUp;

  return (
    <Page title={t('auth.emailLink.signingInTitle')}>
      <div className={styles.card}>
        {signIn.isPending && (
          <p role="status" className={styles.note}>
            {t('auth.emailLink.signingIn')}
          </p>
        )}
        {secondStep && <SecondFactorForm onBack={() => setGaveUp(true)} />}
        {!secondStep && (
          <FormError message={signIn.error ? authFailureMessage(signIn.error, t) : null} />
        )}
        {signIn.isError && !secondStep && (
          <Link to="/login" className={`button button-primary ${styles.submit}`}>
            {t('auth.backToSignIn')}
          </Link>
        )}
      </div>
    </Page>
  );
}
