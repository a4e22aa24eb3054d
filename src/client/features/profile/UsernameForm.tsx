import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import { usernameProblem } from '../auth/credential-checks';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateProfile } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';

export function UsernameForm({ username: saved }: { username: string }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const [username, setUsername] = useState(saved);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useAccountMutation(updateProfile, (profile) => {
    setProfile(profile);
    setSavedMessage(t('profile.username.saved'));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedMessage(null);
    const problem = usernameProblem(username, t);
    if (problem) return save.setProblem(problem);
    save.mutate({ 'profile.username': username.trim() });
  };

  return (
    <ProfileSection
      title={t('profile.username.title')}
      description={t('profile.username.description')}
    >
      <form
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('profile.username.title')}
      >
        <TextField
          label={t('auth.field.username')}
          name="username"
          autoComplete="nickname"
          required
          value={username}
          onValueChange={setUsername}
        />
        <FormError message={save.problem} />
        <FormSuccess message={savedMessage} />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={save.isPending || username.trim() === saved}
          >
            {save.isPending ? t('profile.saving') : t('profile.username.save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
