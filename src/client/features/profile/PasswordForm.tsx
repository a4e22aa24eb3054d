import type { FormEvent } from 'react';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/auth-rules';
import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import { newPasswordProblem } from '../auth/credential-checks';
import { FormError } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useAccountMutation } from '../auth/use-account-mutation';
import { changePassword } from './profile-api';
import { PASSWORD_CHANGES } from './password-changes';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';
import { CurrentPasswordField } from './sign-in-ways/CurrentPasswordField';

export function PasswordForm({ email }: { email: string }) {
  const t = useMessages();
  const { refresh } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const save = useAccountMutation(changePassword, () => {
    setCurrentPassword('');
    setNewPassword('');
    window.alert(t('profile.password.updated'));
    // The server renewed this session (and ended the others): pick up its new expiry.
    void refresh();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(newPassword, t);
    if (problem) return save.setProblem(problem);
    save.mutate({ currentPassword, newPassword });
  };

  return (
    <ProfileSection
      group={PASSWORD_CHANGES}
      title={t('profile.password.title')}
      description={t('profile.password.description')}
    >
      <form
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('profile.password.form')}
      >
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <CurrentPasswordField
          name="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          hint={t('auth.field.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
          value={newPassword}
          onValueChange={setNewPassword}
        />
        <FormError message={save.problem} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? t('profile.password.updating') : t('profile.password.update')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
