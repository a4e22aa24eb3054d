import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { usernameProblem } from '../auth/credential-checks';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateProfile } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';

export function UsernameForm({ username: saved }: { username: string }) {
  const { setProfile } = useAuth();
  const [username, setUsername] = useState(saved);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useAccountMutation(updateProfile, (profile) => {
    setProfile(profile);
    setSavedMessage('Username saved.');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedMessage(null);
    const problem = usernameProblem(username);
    if (problem) return save.setProblem(problem);
    save.mutate({ 'profile.username': username.trim() });
  };

  return (
    <ProfileSection title="Username" description="The name Tsuzuki greets you with.">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Username">
        <TextField
          label="Username"
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
            {save.isPending ? 'Saving…' : 'Save username'}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
