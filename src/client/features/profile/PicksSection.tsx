import { useState } from 'react';
import type { UserProfile } from '../../../shared/profile';
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
  const { setProfile } = useAuth();
  const saved: Picks = { genres: profile.favouriteGenres, titles: profile.favouriteTitles };
  const [draft, setDraft] = useState<Picks>(saved);
  // The picks found on opening stay offered while the page is open, picked or not.
  const [earlierTitles] = useState(profile.favouriteTitles);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useAccountMutation(updateProfile, (updated) => {
    setProfile(updated);
    setSavedMessage('Picks saved.');
  });
  const changed = !samePicks(draft, saved);

  return (
    <ProfileSection
      title="Your picks"
      description="The genres and titles you picked when you joined. Recommendations start from them while your lists are short; then your lists lead, your favourites most."
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
          {save.isPending ? 'Saving…' : 'Save picks'}
        </button>
      </div>
    </ProfileSection>
  );
}
