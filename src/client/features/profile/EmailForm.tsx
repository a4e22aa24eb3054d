import type { FormEvent } from 'react';
import { useState } from 'react';
import { normaliseEmail } from '../../../shared/auth-rules';
import { emailProblem } from '../auth/credential-checks';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useKeptMail } from '../auth/kept-mail';
import { KEPT_MAIL_NOTE } from '../../../shared/verification-banner';
import { useAccountMutation } from '../auth/use-account-mutation';
import { requestEmailChange } from './profile-api';
import { PASSWORD_CHANGES } from './password-changes';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';
import { CurrentPasswordField } from './sign-in-ways/CurrentPasswordField';

/** Spec §5: changing the address asks for the current password; the new one must confirm it. */
export function EmailForm({ email }: { email: string }) {
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
    const problem = emailProblem(newEmail);
    if (problem) return save.setProblem(problem);
    save.mutate({ currentPassword, newEmail: normaliseEmail(newEmail) });
  };

  return (
    <ProfileSection
      group={PASSWORD_CHANGES}
      title="Email address"
      description={
        <>
          You sign in with <strong>{email}</strong>.
        </>
      }
    >
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Change email">
        <TextField
          label="New email address"
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
            (kept
              ? `${KEPT_MAIL_NOTE} No link to confirm ${sentTo} was mailed, so you still sign in with ${email}.`
              : `Check your new inbox: we sent a link to ${sentTo}. Your address changes once you follow it.`)
          }
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Sending…' : 'Change email'}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
