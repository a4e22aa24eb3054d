import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/forms/FormMessages';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateProfile } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';

/** Spec §1: a per-user preference, hidden by default; every screen follows it at once. */
export function AdultContentToggle({ allowAdult }: { allowAdult: boolean }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  // Shown as chosen while the change is on its way, and as saved once the server answers.
  const shown = save.isPending ? save.variables?.['profile.allowAdult'] === true : allowAdult;

  return (
    <ProfileSection title={t('profile.adult.title')} description={t('profile.adult.description')}>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={shown}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ 'profile.allowAdult': event.target.checked })}
        />
        <span className={formStyles.checkboxText}>
          <span>{t('profile.adult.show')}</span>
          <span className={formStyles.hint}>
            {t(shown ? 'profile.adult.visible' : 'profile.adult.hidden')}
          </span>
        </span>
      </label>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
