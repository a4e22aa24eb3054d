import { lazy } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { loadMessageGroups } from '../../i18n/i18n';
import { OptionalPart } from './OptionalPart';

/**
 * Fetched only for users who have onboarding to do, so nobody else downloads it, with its words
 * and those of the list import it offers (its report names list statuses), and the account's
 * refusals (the `auth` group) its saves may show.
 */
const OnboardingDialog = lazy(() =>
  Promise.all([
    import('./OnboardingDialog'),
    loadMessageGroups(['onboarding', 'import', 'lists', 'auth', 'genres']),
  ]).then(([module]) => ({ default: module.OnboardingDialog })),
);

/** Spec §2 and §4: the onboarding overlay shows while the profile's onboarding is incomplete. */
export function OnboardingGate() {
  const { currentUser } = useAuth();
  if (!currentUser || currentUser.profile.onboardingComplete) return null;
  return (
    <OptionalPart>
      <OnboardingDialog user={currentUser} />
    </OptionalPart>
  );
}
