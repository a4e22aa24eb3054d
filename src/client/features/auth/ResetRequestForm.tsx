import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { normaliseEmail } from '../../../shared/auth-rules';
import { requestPasswordReset } from './auth-api';
import { resetRequestFailureMessage } from './auth-messages';
import { emailProblem } from './credential-checks';
import { FormError, FormSuccess } from './forms/FormMessages';
import { TextField } from './forms/TextField';
import formStyles from './forms/forms.module.css';
import styles from './login.module.css';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Spec §5: takes an address and mails a reset link to it. */
export function ResetRequestForm({ email, onEmailChange, onBack }: ResetRequestFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_answer, address) => setSentTo(address),
    onError: (error) => setProblem(resetRequestFailureMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const found = emailProblem(email);
    setProblem(found);
    if (found === null) mutation.mutate(normaliseEmail(email));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Reset password">
      <p className={styles.note}>
        Enter the address you signed up with and we will mail you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        value={email}
        onValueChange={onEmailChange}
      />
      <FormError message={problem} />
      <FormSuccess
        message={
          sentTo && `We sent a password reset link to ${sentTo}. Check your inbox to continue.`
        }
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send reset link'}
        </button>
        <button type="button" className={formStyles.textButton} onClick={onBack}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
