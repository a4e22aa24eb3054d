import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authFailureMessage } from '../auth-messages';
import { emailProblem } from '../credential-checks';
import { FormError, FormSuccess } from '../forms/FormMessages';
import { TextField } from '../forms/TextField';
import formStyles from '../forms/forms.module.css';
import styles from '../login.module.css';
import { requestSignInLink } from './sign-in-ways-api';

interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Asks for a single-use sign-in link by e-mail. */
export function EmailLinkForm({ email, onEmailChange, onBack }: EmailLinkFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestSignInLink,
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(authFailureMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found === null) mutation.mutate(email.trim());
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Email sign-in link">
      <p className={styles.note}>
        We email you a link that signs you in without a password. It works once, for 15 minutes.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus
        value={email}
        onValueChange={onEmailChange}
      />
      <FormError message={problem} />
      <FormSuccess
        message={
          mutation.isSuccess
            ? `If an account uses ${email.trim()}, a sign-in link is on its way. Check your inbox.`
            : null
        }
      />
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Sending…' : 'Email me a link'}
      </button>
      <button type="button" className={formStyles.textButton} onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
