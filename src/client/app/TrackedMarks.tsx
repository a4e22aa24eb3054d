import { lazy } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { OptionalPart } from '../shell/onboarding/OptionalPart';

const TrackedMarksFeed = lazy(() =>
  import('../features/lists/TrackedMarksFeed').then((m) => ({ default: m.TrackedMarksFeed })),
);

/** Cards show where each title stands in a signed-in user's lists (decision 162). */
export function TrackedMarks() {
  const uid = useAuth().currentUser?.uid;
  if (!uid) return null;
  return (
    <OptionalPart>
      <TrackedMarksFeed key={uid} />
    </OptionalPart>
  );
}
