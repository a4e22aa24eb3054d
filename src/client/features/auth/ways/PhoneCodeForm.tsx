import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendPhoneCode(phoneNumber.trim(), purpose),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => setVerificationId(answer.verificationId),
    onError: (error) => setProblem(authFailureMessage(error)),
  });
  const check = useMutation({
    mutationFn: (id: string) => onCode(id, code.trim()),
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(authFailureMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verificationId === null) send.mutate();
    else check.mutate(verificationId);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label="Phone number"
        type="tel"
        name="tel"
        autoComplete="tel"
        required
        hint="In international format, like +49 151 12345678."
        readOnly={verificationId !== null}
        value={phoneNumber}
        onValueChange={setPhoneNumber}
      />
      {verificationId !== null && (
        <TextField
          label="Code from the text message"
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
          {verificationId === null ? 'Text me a code' : submitLabel}
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
            Use another number
          </button>
        )}
      </div>
    </form>
  );
}
