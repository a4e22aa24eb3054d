import { Trans } from '@lingui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../shared/auth-rules';
import { useMessages, type MessageId } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import type { ActionLink } from './action-link';
import { ONCE_PER_CODE, applyActionCode } from './auth-api';
import { authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { newPasswordProblem } from './credential-checks';
import { FormError, FormSuccess } from './forms/FormMessages';
import { TextField } from './forms/TextField';
import { signedOut } from './session-api';
import { SignInForm } from './SignInForm';
import formStyles from './forms/forms.module.css';
import styles from './login.module.css';

/** A reset link: the code is checked first, then a new password is chosen, then sign in. */
export function PasswordResetScreen({ link }: { link: ActionLink }) {
  const t = useMessages();
  const { currentUser, setSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [signInEmail, setSignInEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = useQuery({
    ...ONCE_PER_CODE,
    queryKey: ['auth', 'action', link.mode, link.oobCode, 'check'],
    queryFn: () => applyActionCode(link),
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => applyActionCode({ ...link, newPassword }),
    onSuccess: (answer) => {
      setSignInEmail(answer.email);
      // The server ended every session of the account whose password changed.
      if (currentUser?.email === answer.email) setSession(signedOut());
    },
    onError: (error) => setProblem(authFailureMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      newPasswordProblem(password, t) ??
      (password === repeated ? null : t('auth.newPassword.mismatch'));
    setProblem(found);
    if (found === null) reset.mutate(password);
  };

  if (reset.isSuccess) {
    return (
      <Page title={t('auth.newPassword.changedTitle')}>
        <div className={styles.card}>
          <FormSuccess message={t('auth.newPassword.changed')} />
          <SignInForm
            email={signInEmail}
            onEmailChange={setSignInEmail}
            onSignedIn={() => navigate('/login', { replace: true })}
          />
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('auth.newPassword.title')}>
      <div className={styles.card}>
        {check.isPending && (
          <p role="status" className={styles.note}>
            {t('auth.newPassword.checking')}
          </p>
        )}
        {check.isError && (
          <>
            <FormError message={authFailureMessage(check.error, t)} />
            <Link to="/login" className={`button ${styles.submit}`}>
              {t('auth.backToSignIn')}
            </Link>
          </>
        )}
        {check.isSuccess && (
          <form
            className={formStyles.form}
            onSubmit={submit}
            noValidate
            aria-label={t('auth.newPassword.form')}
          >
            <p className={styles.note}>
              <Trans
                id={'auth.newPassword.for' satisfies MessageId}
                values={{ email: check.data.email }}
                components={{ 0: <strong /> }}
              />
            </p>
            {/* Lets password managers file the new password under the right account. */}
            <input type="hidden" name="username" autoComplete="username" value={check.data.email} />
            <TextField
              label={t('auth.field.newPassword')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              hint={t('auth.field.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
              value={password}
              onValueChange={setPassword}
            />
            <TextField
              label={t('auth.newPassword.repeat')}
              type="password"
              name="repeat-password"
              autoComplete="new-password"
              required
              value={repeated}
              onValueChange={setRepeated}
            />
            <FormError message={problem} />
            <button
              type="submit"
              className={`button button-primary ${styles.submit}`}
              disabled={reset.isPending}
            >
              {reset.isPending ? t('auth.newPassword.saving') : t('auth.newPassword.save')}
            </button>
          </form>
        )}
      </div>
    </Page>
  );
}
