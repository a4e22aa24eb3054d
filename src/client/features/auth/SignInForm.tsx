import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { signIn } from './auth-api';
import { authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { emailProblem } from './credential-checks';
import { FormError } from './forms/FormMessages';
import { TextField } from './forms/TextField';
import { needsSecondFactor } from './ways/sign-in-ways-api';
import formStyles from './forms/forms.module.css';
import styles from './login.module.css';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Focus the first field when the form appears after a choice, not on page load. */
  autoFocus?: boolean;
  onForgotPassword?: () => void;
  /** The account asks for a second factor (spec §8 multi-factor-auth-required). */
  onSecondFactor?: () => void;
  /** Runs after the session is taken; the /login guard then sends the user on. */
  onSignedIn?: () => void;
}

export function SignInForm({
  email,
  onEmailChange,
  autoFocus = false,
  onForgotPassword,
  onSecondFactor,
  onSignedIn,
}: SignInFormProps) {
  const t = useMessages();
  const { setSession } = useAuth();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      setSession(session);
      onSignedIn?.();
    },
    onError: (error) => {
      if (onSecondFactor && needsSecondFactor(error)) onSecondFactor();
      else setProblem(authFailureMessage(error, t));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email, t);
    setProblem(found);
    if (found === null) mutation.mutate({ email: email.trim(), password });
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('auth.view.signIn.title')}
    >
      <TextField
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus={autoFocus}
        value={email}
        onValueChange={onEmailChange}
      />
      <TextField
        label={t('auth.field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      {onForgotPassword && (
        <div className={styles.passwordRow}>
          <button type="button" className={formStyles.textButton} onClick={onForgotPassword}>
            {t('auth.signIn.forgotPassword')}
          </button>
        </div>
      )}
      <FormError message={problem} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('auth.signIn.pending') : t('auth.view.signIn.title')}
      </button>
    </form>
  );
}
