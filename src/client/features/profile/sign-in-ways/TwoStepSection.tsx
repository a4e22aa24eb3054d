import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TotpEnrolmentResponse } from '../../../../shared/sign-in-ways-api';
import { useAuth } from '../../auth/auth-context';
import { FormError, FormSuccess } from '../../auth/forms/FormMessages';
import { TextField } from '../../auth/forms/TextField';
import formStyles from '../../auth/forms/forms.module.css';
import { useAccountMutation } from '../../auth/use-account-mutation';
import {
  confirmTotpEnrolment,
  disableTotp,
  fetchMfaStatus,
  startTotpEnrolment,
} from '../../auth/ways/sign-in-ways-api';
import styles from '../../auth/ways/ways.module.css';
import { PASSWORD_CHANGES } from '../password-changes';
import { ProfileSection } from '../ProfileSection';
import { CurrentPasswordField } from './CurrentPasswordField';

const MFA_STATUS_KEY = ['auth', 'mfa'] as const;

function CodeForm({
  label,
  submitLabel,
  pendingLabel,
  onSubmit,
  pending,
  problem,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  problem: string | null;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label={label}
        name="one-time-code"
        autoComplete="one-time-code"
        required
        value={code}
        onValueChange={setCode}
      />
      <FormError message={problem} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

function Enrolment({
  enrolment,
  onDone,
}: {
  enrolment: TotpEnrolmentResponse;
  onDone: () => void;
}) {
  const { refresh } = useAuth();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirm = useAccountMutation(confirmTotpEnrolment, (answer) => {
    setRecoveryCodes(answer.recoveryCodes);
    // The server renewed this session and ended the password-only ones.
    void refresh();
  });

  if (recoveryCodes) {
    return (
      <>
        <FormSuccess message="Two-step sign-in is on." />
        <p>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your
          phone. They are shown only now.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className={formStyles.actions}>
          <button type="button" className="button button-primary" onClick={onDone}>
            I saved my recovery codes
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>
        Scan the QR code with an authenticator app (such as Aegis, Google Authenticator or
        1Password), or type the secret into it. Then enter the 6-digit code it shows.
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <p>
        Secret: <code className={styles.secret}>{enrolment.secret}</code>
      </p>
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on two-step sign-in"
        pendingLabel="Checking…"
        pending={confirm.isPending}
        problem={confirm.problem}
        onSubmit={(code) => confirm.mutate(code)}
      />
    </>
  );
}

/** Multi-factor with an authenticator app: on with a QR code and a first code, off with a code. */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: MFA_STATUS_KEY, queryFn: fetchMfaStatus });
  const [enrolment, setEnrolment] = useState<TotpEnrolmentResponse | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
  const [currentPassword, setCurrentPassword] = useState('');
  const start = useAccountMutation(startTotpEnrolment, (answer) => {
    setCurrentPassword('');
    setEnrolment(answer);
  });
  const disable = useAccountMutation(disableTotp, () => void reload());

  const description = status.data?.required
    ? 'Your account must ask for a code from an authenticator app each time you sign in.'
    : 'Ask for a code from an authenticator app each time you sign in.';

  return (
    <ProfileSection group={PASSWORD_CHANGES} title="Two-step sign-in" description={description}>
      {enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onDone={() => {
            setEnrolment(null);
            void reload();
          }}
        />
      ) : status.data?.enrolled ? (
        <>
          <p>
            On. {status.data.recoveryCodesLeft} recovery code
            {status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          <CodeForm
            label="Code from the app, or a recovery code"
            submitLabel="Turn off two-step sign-in"
            pendingLabel="Turning off…"
            pending={disable.isPending}
            problem={disable.problem}
            onSubmit={(code) => disable.mutate(code)}
          />
        </>
      ) : (
        <form
          className={formStyles.form}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            start.mutate(currentPassword);
          }}
          noValidate
          aria-label="Set up an authenticator app"
        >
          <CurrentPasswordField
            name="mfa-current-password"
            value={currentPassword}
            onValueChange={setCurrentPassword}
          />
          <FormError message={start.problem} />
          <div className={formStyles.actions}>
            <button
              type="submit"
              className="button button-primary"
              disabled={status.isPending || start.isPending}
            >
              Set up an authenticator app
            </button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
