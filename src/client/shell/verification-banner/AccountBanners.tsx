import { lazy } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { OptionalPart } from '../onboarding/OptionalPart';
import { VerificationBanner } from './VerificationBanner';

/**
 * The verification banner comes with the shell: loaded late, it would push the screen down
 * under the reader (decision 212). The notice of an ended session is rare and loads when due.
 */
const SessionEndedBanner = lazy(() =>
  import('./SessionEndedBanner').then((module) => ({ default: module.SessionEndedBanner })),
);

/** The verification banner for unverified users, or the notice of a session that ended. */
export function AccountBanners() {
  const { currentUser, endedBy } = useAuth();
  if (currentUser) {
    if (currentUser.emailVerified) return null;
    return <VerificationBanner uid={currentUser.uid} email={currentUser.email} />;
  }
  if (!endedBy) return null;
  return (
    <OptionalPart>
      <SessionEndedBanner endedBy={endedBy} />
    </OptionalPart>
  );
}
