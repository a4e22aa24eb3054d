import { Trans } from '@lingui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { normaliseEmail } from '../../../shared/auth-rules';
import { useMessages, type MessageId } from '../../i18n/messages';
import { emailProblem } from '../auth/credential-checks';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useKeptMail } from '../auth/kept-mail';
import { useAccountMutation } from '../auth/use-account-mutation';
import { requestEmailChange } from './profile-api';
import { PASSWORD_CHANGES } from './password-changes';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';
import { CurrentPasswordField } from './sign-in-ways/CurrentPasswordField';

/** Spec §5: changing the address asks for the current password; the new one must confirm it. */
export function EmailForm({ email }: { email: string }) {
  const t = useMessages();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kept = useKeptMail();
  const save = useAccountMutation(requestEmailChange, (_answer, input) => {
    setCurrentPassword('');
    setSentTo(input.newEmail);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const problem = emailProblem(newEmail, t);
    if (problem) return save.setProblem(problem);
    save.mutate({ currentPassword, newEmail: normaliseEmail(newEmail) });
  };

  return (
    <ProfileSection
      group={PASSWORD_CHANGES}
      title={t('profile.email.title')}
      description={
        <Trans
          id={'profile.email.description' satisfies MessageId}
          values={{ email }}
          components={{ 0: <strong /> }}
        />
      }
    >
      <form
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('profile.email.form')}
      >
        <TextField
          label={t('profile.email.new')}
          type="email"
          name="new-email"
          autoComplete="email"
          inputMode="email"
          required
          value={newEmail}
          onValueChange={setNewEmail}
        />
        <CurrentPasswordField
          name="email-current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <FormError message={save.problem} />
        <FormSuccess
          message={
            sentTo &&
            t(kept ? 'profile.email.sentKept' : 'profile.email.sent', { newEmail: sentTo, email })
          }
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? t('profile.email.sending') : t('profile.email.form')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
