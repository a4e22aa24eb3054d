import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../i18n/messages';
import { authFailureMessage } from '../auth-messages';
import { FormError } from '../forms/FormMessages';
import { TextField } from '../forms/TextField';
import formStyles from '../forms/forms.module.css';
import { sendPhoneCode } from './sign-in-ways-api';

interface PhoneCodeFormProps {
  purpose: 'sign-in' | 'link';
  submitLabel: string;
  /** Checks the texted code; a rejection shows its message. */
  onCode: (verificationId: string, code: string) => Promise<unknown>;
}

/** A phone number, then the code texted to it. */
export function PhoneCodeForm({ purpose, submitLabel, onCode }: PhoneCodeFormProps) {
  const t = useMessages();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendPhoneCode(phoneNumber.trim(), purpose),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => setVerificationId(answer.verificationId),
    onError: (error) => setProblem(authFailureMessage(error, t)),
  });
  const check = useMutation({
    mutationFn: (id: string) => onCode(id, code.trim()),
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(authFailureMessage(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verificationId === null) send.mutate();
    else check.mutate(verificationId);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label={t('auth.phone.number')}
        type="tel"
        name="tel"
        autoComplete="tel"
        required
        hint={t('auth.phone.numberHint')}
        readOnly={verificationId !== null}
        value={phoneNumber}
        onValueChange={setPhoneNumber}
      />
      {verificationId !== null && (
        <TextField
          label={t('auth.phone.code')}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          autoFocus
          value={code}
          onValueChange={setCode}
        />
      )}
      <FormError message={problem} />
      <div className={formStyles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={send.isPending || check.isPending}
        >
          {verificationId === null ? t('auth.phone.textMe') : submitLabel}
        </button>
        {verificationId !== null && (
          <button
            type="button"
            className={formStyles.textButton}
            onClick={() => {
              setVerificationId(null);
              setCode('');
            }}
          >
            {t('auth.phone.otherNumber')}
          </button>
        )}
      </div>
    </form>
  );
}
