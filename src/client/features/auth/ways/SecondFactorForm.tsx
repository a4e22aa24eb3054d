import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authFailureMessage } from '../auth-messages';
import { useAuth } from '../auth-context';
import { FormError } from '../forms/FormMessages';
import { TextField } from '../forms/TextField';
import formStyles from '../forms/forms.module.css';
import styles from '../login.module.css';
import { signInWithSecondFactor } from './sign-in-ways-api';

/**
 * The second sign-in screen the multi-factor-auth-required condition leads to: a code from
 * the authenticator app, or one of the recovery codes.
 */
export function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const { setSession } = useAuth();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signInWithSecondFactor,
    onMutate: () => setProblem(null),
    onSuccess: setSession,
    onError: (error) => setProblem(authFailureMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setProblem('Enter the code from your authenticator app.');
    mutation.mutate(code.trim());
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <p className={styles.note}>
        Open your authenticator app and enter the 6-digit code for Tsuzuki. Lost your phone? Enter
        one of your recovery codes instead.
      </p>
      <TextField
        label="Authentication code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        autoFocus
        value={code}
        onValueChange={setCode}
      />
      <FormError message={problem} />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Checking…' : 'Verify and sign in'}
      </button>
      <button type="button" className={formStyles.textButton} onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
