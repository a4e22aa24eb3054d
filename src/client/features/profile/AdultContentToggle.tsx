import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/forms/FormMessages';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateProfile } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';

/** Spec §1: a per-user preference, hidden by default; every screen follows it at once. */
export function AdultContentToggle({ allowAdult }: { allowAdult: boolean }) {
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  // Shown as chosen while the change is on its way, and as saved once the server answers.
  const shown = save.isPending ? save.variables?.['profile.allowAdult'] === true : allowAdult;

  return (
    <ProfileSection
      title="Adult content"
      description="Choose whether adult titles appear anywhere in Tsuzuki."
    >
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={shown}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ 'profile.allowAdult': event.target.checked })}
        />
        <span className={formStyles.checkboxText}>
          <span>Show adult titles</span>
          <span className={formStyles.hint}>
            {shown ? 'Adult titles are visible.' : 'Adult titles are hidden.'}
          </span>
        </span>
      </label>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
