import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, photoFileProblem } from '../../../shared/profile';
import { UserAvatar } from '../../ui/UserAvatar';
import { useAuth } from '../auth/auth-context';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import type { SessionUser } from '../auth/session-api';
import { useAccountMutation } from '../auth/use-account-mutation';
import { removePhoto, updateDisplayName, uploadPhoto } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';
import styles from './profile.module.css';

/** Spec §3 displayName and photoURL, changed through the account update (spec §7). */
export function IdentitySection({ user }: { user: SessionUser }) {
  const { setIdentity } = useAuth();
  const photoId = useId();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [done, setDone] = useState<string | null>(null);
  const rename = useAccountMutation(updateDisplayName, (identity) => {
    setIdentity(identity);
    setDone(identity.displayName === null ? 'Display name removed.' : 'Display name saved.');
  });
  const upload = useAccountMutation(uploadPhoto, (identity) => {
    setIdentity(identity);
    setDone('Photo saved.');
  });
  const remove = useAccountMutation(removePhoto, (identity) => {
    setIdentity(identity);
    setDone('Photo removed.');
  });
  const busy = rename.isPending || upload.isPending || remove.isPending;
  const problem = rename.problem ?? upload.problem ?? remove.problem;

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    rename.mutate(displayName.trim());
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (!file) return;
    setDone(null);
    const refused = photoFileProblem(file);
    if (refused) return upload.setProblem(refused);
    upload.mutate(file);
  };

  return (
    <ProfileSection
      title="Display name and photo"
      description="How Tsuzuki shows you, here and in the menu."
    >
      <div className={styles.identity}>
        <UserAvatar user={user} size="large" />
        <div className={styles.photoActions}>
          <label htmlFor={photoId} className="button">
            {upload.isPending ? 'Uploading…' : user.photoURL ? 'Change photo' : 'Add a photo'}
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="visually-hidden"
            disabled={busy}
            onChange={choosePhoto}
          />
          {user.photoURL && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setDone(null);
                remove.mutate(undefined);
              }}
            >
              {remove.isPending ? 'Removing…' : 'Remove photo'}
            </button>
          )}
          <p className={formStyles.hint}>
            JPEG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square.
          </p>
        </div>
      </div>
      <form className={formStyles.form} onSubmit={saveName} noValidate aria-label="Display name">
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          hint="Leave it empty to be shown by your username."
          value={displayName}
          onValueChange={setDisplayName}
        />
        <FormError message={problem} />
        <FormSuccess message={done} />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || displayName.trim() === (user.displayName ?? '')}
          >
            {rename.isPending ? 'Saving…' : 'Save display name'}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
