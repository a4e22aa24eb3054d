import { lazy } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { OptionalPart } from '../onboarding/OptionalPart';

/** Each banner's code is fetched only when it is due, keeping it off everyone's first load. */
const VerificationBanner = lazy(() =>
  import('./VerificationBanner').then((module) => ({ default: module.VerificationBanner })),
);
const SessionEndedBanner = lazy(() =>
  import('./SessionEndedBanner').then((module) => ({ default: module.SessionEndedBanner })),
);

/** The verification banner for unverified users, or the notice of a session that ended. */
export function AccountBanners() {
  const { currentUser, endedBy } = useAuth();
  if (currentUser) {
    if (currentUser.emailVerified) return null;
    return (
      <OptionalPart>
        <VerificationBanner uid={currentUser.uid} email={currentUser.email} />
      </OptionalPart>
    );
  }
  if (!endedBy) return null;
  return (
    <OptionalPart>
      <SessionEndedBanner endedBy={endedBy} />
    </OptionalPart>
  );
}
