import { useState } from 'react';
import type { UserProfile } from '../../../shared/profile';
import { useMessages } from '../../i18n/messages';
import { PicksStep, type Picks } from '../../shell/onboarding/PicksStep';
import { useAuth } from '../auth/auth-context';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateProfile } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';

const samePicks = (one: Picks, other: Picks) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Onboarding's picks, seen and changed later (decision 359): the same toggles, kept as a draft
 * until saved, so a few taps make one request. They are "picks", never "favourites", which are
 * the titles marked so on the lists (decision 397).
 */
export function PicksSection({ profile }: { profile: UserProfile }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const saved: Picks = { genres: profile.favouriteGenres, titles: profile.favouriteTitles };
  const [draft, setDraft] = useState<Picks>(saved);
  // The picks found on opening stay offered while the page is open, picked or not.
  const [earlierTitles] = useState(profile.favouriteTitles);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useAccountMutation(updateProfile, (updated) => {
    setProfile(updated);
    setSavedMessage(t('profile.picks.saved'));
  });
  const changed = !samePicks(draft, saved);

  return (
    <ProfileSection
      title={t('profile.picks.title')}
      description={t('profile.picks.description')}
      group="picks"
    >
      <PicksStep
        picks={draft}
        alsoOffered={earlierTitles}
        onChange={(picks) => {
          setSavedMessage(null);
          setDraft(picks);
        }}
      />
      <FormError message={save.problem} />
      <FormSuccess message={savedMessage} />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={save.isPending || !changed}
          onClick={() =>
            save.mutate({
              'profile.favouriteGenres': draft.genres,
              'profile.favouriteTitles': draft.titles,
            })
          }
        >
          {save.isPending ? t('profile.saving') : t('profile.picks.save')}
        </button>
      </div>
    </ProfileSection>
  );
}
