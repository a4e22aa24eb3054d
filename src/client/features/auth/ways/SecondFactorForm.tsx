import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PRODUCT_NAME } from '../../../../shared/product-name';
import { useMessages } from '../../../i18n/messages';
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
  const t = useMessages();
  const { setSession } = useAuth();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signInWithSecondFactor,
    onMutate: () => setProblem(null),
    onSuccess: setSession,
    onError: (error) => setProblem(authFailureMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setProblem(t('auth.secondFactor.missing'));
    mutation.mutate(code.trim());
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('auth.view.secondFactor.title')}
    >
      <p className={styles.note}>{t('auth.secondFactor.note', { product: PRODUCT_NAME })}</p>
      <TextField
        label={t('auth.secondFactor.code')}
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
        {mutation.isPending ? t('auth.secondFactor.checking') : t('auth.secondFactor.submit')}
      </button>
      <button type="button" className={formStyles.textButton} onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
