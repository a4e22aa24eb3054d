import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { normaliseEmail } from '../../../../shared/auth-rules';
import { useMessages } from '../../../i18n/messages';
import { emailProblem } from '../credential-checks';
import styles from '../login.module.css';
import { FormError, FormSuccess } from './FormMessages';
import { TextField } from './TextField';
import formStyles from './forms.module.css';

interface MailedLinkFormProps {
  /** The form's accessible name. */
  name: string;
  note: string;
  submitLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  send: (email: string) => Promise<void>;
  failureMessage: (error: unknown) => string;
  sentMessage: (email: string) => string;
}

/** An address, then a link mailed to it: the password reset and the sign-in link. */
export function MailedLinkForm(props: MailedLinkFormProps) {
  const t = useMessages();
  const { email, onEmailChange, onBack } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: props.send,
    onSuccess: (_answer, address) => setSentTo(address),
    onError: (error) => setProblem(props.failureMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const found = emailProblem(email, t);
    setProblem(found);
    if (found === null) mutation.mutate(normaliseEmail(email));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={props.name}>
      <p className={styles.note}>{props.note}</p>
      <TextField
        label={t('auth.field.email')}
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
      <FormSuccess message={sentTo && props.sentMessage(sentTo)} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('auth.mailedLink.sending') : props.submitLabel}
        </button>
        <button type="button" className={formStyles.textButton} onClick={onBack}>
          {t('auth.backToSignIn')}
        </button>
      </div>
    </form>
  );
}
