import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { MIN_PASSWORD_LENGTH } from '../../../shared/auth-rules';
import { register } from './auth-api';
import { authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { registrationProblem } from './credential-checks';
import { FormError } from './forms/FormMessages';
import { TextField } from './forms/TextField';
import formStyles from './forms/forms.module.css';
import styles from './login.module.css';

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  autoFocus?: boolean;
}

/** Spec §4: the account, its display name and a profile with onboarding still to do. */
export function RegisterForm({ email, onEmailChange, autoFocus = false }: RegisterFormProps) {
  const t = useMessages();
  const { setSession } = useAuth();
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: register,
    // The guard on /login then sends the new user on, and the onboarding overlay opens.
    onSuccess: setSession,
    onError: (error) => setProblem(authFailureMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email: email.trim(), password, username: username.trim() };
    const found = registrationProblem(input, t);
    setProblem(found);
    if (found === null) mutation.mutate(input);
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('auth.view.register.title')}
    >
      <TextField
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus={autoFocus}
        value={email}
        onValueChange={onEmailChange}
      />
      <TextField
        label={t('auth.field.password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        hint={t('auth.field.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        label={t('auth.field.username')}
        name="username"
        autoComplete="nickname"
        required
        hint={t('auth.register.usernameHint')}
        value={username}
        onValueChange={setUsername}
      />
      <FormError message={problem} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('auth.register.pending') : t('auth.view.register.title')}
      </button>
    </form>
  );
}
