import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { usernameProblem } from '../../features/auth/credential-checks';
import { FormError } from '../../features/auth/forms/FormMessages';
import { TextField } from '../../features/auth/forms/TextField';
import type { SessionUser } from '../../features/auth/session-api';
import { useAccountMutation } from '../../features/auth/use-account-mutation';
import { updateProfile } from '../../features/profile/profile-api';
import formStyles from '../../features/auth/forms/forms.module.css';
import styles from './onboarding.module.css';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * On a touch screen, focusing the username field opens the on-screen keyboard, which covers
 * "Start tracking"; the dialog itself takes focus there instead, and the field a tap away.
 */
const focusOnOpen = (event: Event) => {
  if (!window.matchMedia('(pointer: coarse)').matches) return;
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
};

/** Asks for the username and the adult-content choice, then marks onboarding complete. */
export function OnboardingDialog({ user }: { user: SessionUser }) {
  const { setProfile } = useAuth();
  const [username, setUsername] = useState(user.profile.username);
  const [allowAdult, setAllowAdult] = useState(user.profile.allowAdult);
  const save = useAccountMutation(updateProfile, setProfile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameProblem(username);
    if (problem) return save.setProblem(problem);
    save.mutate({
      'profile.username': username.trim(),
      'profile.allowAdult': allowAdult,
      'profile.onboardingComplete': true,
    });
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Finishing is the only way out: the overlay stays until onboarding is complete. */}
        <Dialog.Content
          className={styles.panel}
          onOpenAutoFocus={focusOnOpen}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          <Dialog.Title className={styles.title}>Welcome to Tsuzuki</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Two quick choices and you are ready to track. You can change both later on your profile.
          </Dialog.Description>
          <form className={formStyles.form} onSubmit={submit} noValidate>
            <TextField
              label="Username"
              name="username"
              autoComplete="nickname"
              required
              value={username}
              onValueChange={setUsername}
            />
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={allowAdult}
                onChange={(event) => setAllowAdult(event.target.checked)}
              />
              <span className={formStyles.checkboxText}>
                <span>Show adult titles</span>
                <span className={formStyles.hint}>Hidden unless you turn this on.</span>
              </span>
            </label>
            <FormError message={save.problem} />
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Start tracking'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
