import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPES_MESSAGE,
  photoFileProblem,
} from '../../../shared/profile';
import { useMessages, type MessageId } from '../../i18n/messages';
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

/** The shared check's refusals, by which one it is. */
const PHOTO_PROBLEMS: Record<string, MessageId> = {
  [PHOTO_TYPES_MESSAGE]: 'profile.identity.photoType',
  [PHOTO_SIZE_MESSAGE]: 'profile.identity.photoSize',
};

/** Spec §3 displayName and photoURL, changed through the account update (spec §7). */
export function IdentitySection({ user }: { user: SessionUser }) {
  const t = useMessages();
  const { setIdentity } = useAuth();
  const photoId = useId();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [done, setDone] = useState<string | null>(null);
  const rename = useAccountMutation(updateDisplayName, (identity) => {
    setIdentity(identity);
    setDone(
      t(
        identity.displayName === null
          ? 'profile.identity.nameRemoved'
          : 'profile.identity.nameSaved',
      ),
    );
  });
  const upload = useAccountMutation(uploadPhoto, (identity) => {
    setIdentity(identity);
    setDone(t('profile.identity.photoSaved'));
  });
  const remove = useAccountMutation(removePhoto, (identity) => {
    setIdentity(identity);
    setDone(t('profile.identity.photoRemoved'));
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
    if (refused)
      return upload.setProblem(t(PHOTO_PROBLEMS[refused] ?? 'profile.identity.photoType'));
    upload.mutate(file);
  };

  return (
    <ProfileSection
      title={t('profile.identity.title')}
      description={t('profile.identity.description')}
    >
      <div className={styles.identity}>
        <UserAvatar user={user} size="large" />
        <div className={styles.photoActions}>
          <label htmlFor={photoId} className="button">
            {upload.isPending
              ? t('profile.identity.uploading')
              : t(user.photoURL ? 'profile.identity.changePhoto' : 'profile.identity.addPhoto')}
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
              {remove.isPending
                ? t('profile.identity.removing')
                : t('profile.identity.removePhoto')}
            </button>
          )}
          <p className={formStyles.hint}>{t('profile.identity.photoHint')}</p>
        </div>
      </div>
      <form
        className={formStyles.form}
        onSubmit={saveName}
        noValidate
        aria-label={t('profile.identity.name')}
      >
        <TextField
          label={t('profile.identity.name')}
          name="displayName"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          hint={t('profile.identity.nameHint')}
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
            {rename.isPending ? t('profile.saving') : t('profile.identity.saveName')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
