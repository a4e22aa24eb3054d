import { lazy } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { OptionalPart } from './OptionalPart';

/** Fetched only for users who have onboarding to do, so nobody else downloads it. */
const OnboardingDialog = lazy(() =>
  import('./OnboardingDialog').then((module) => ({ default: module.OnboardingDialog })),
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
