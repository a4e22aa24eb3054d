import { Trans } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TotpEnrolmentResponse } from '../../../../shared/sign-in-ways-api';
import { useMessages, type MessageId } from '../../../i18n/messages';
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
  const t = useMessages();
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
        <FormSuccess message={t('profile.twoStep.on')} />
        <p>{t('profile.twoStep.keepCodes')}</p>
        <ul className={styles.codes} aria-label={t('profile.twoStep.codes')}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className={formStyles.actions}>
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('profile.twoStep.savedCodes')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{t('profile.twoStep.scan')}</p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t('profile.twoStep.qr')}
        width={200}
        height={200}
      />
      <p>
        <Trans
          id={'profile.twoStep.secret' satisfies MessageId}
          values={{ secret: enrolment.secret }}
          components={{ 0: <code className={styles.secret} /> }}
        />
      </p>
      <CodeForm
        label={t('profile.twoStep.code')}
        submitLabel={t('profile.twoStep.turnOn')}
        pendingLabel={t('profile.twoStep.checking')}
        pending={confirm.isPending}
        problem={confirm.problem}
        onSubmit={(code) => confirm.mutate(code)}
      />
    </>
  );
}

/** Multi-factor with an authenticator app: on with a QR code and a first code, off with a code. */
export function TwoStepSection() {
  const t = useMessages();
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

  const description = t(
    status.data?.required ? 'profile.twoStep.required' : 'profile.twoStep.optional',
  );

  return (
    <ProfileSection
      group={PASSWORD_CHANGES}
      title={t('profile.twoStep.title')}
      description={description}
    >
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
          <p>{t('profile.twoStep.enrolled', { count: status.data.recoveryCodesLeft })}</p>
          <CodeForm
            label={t('profile.twoStep.offCode')}
            submitLabel={t('profile.twoStep.turnOff')}
            pendingLabel={t('profile.twoStep.turningOff')}
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
          aria-label={t('profile.twoStep.setUp')}
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
              {t('profile.twoStep.setUp')}
            </button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
