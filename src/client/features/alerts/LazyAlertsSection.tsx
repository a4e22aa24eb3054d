import { Suspense } from 'react';
import { lazy } from '../../lib/chunk-load';
import { ProfileSection } from '../profile/ProfileSection';

function AlertsPlaceholder({ failed }: { failed: boolean }) {
  return (
    <ProfileSection title="Alerts">
      {failed ? (
        <p role="alert">Alerts could not be loaded. Check your connection, then reload the page.</p>
      ) : (
        <p role="status">Loading your alert settings…</p>
      )}
    </ProfileSection>
  );
}

const AlertsSection = lazy(() =>
  import('./AlertsSection').then(
    ({ AlertsSection: Section }) => ({ default: Section }),
    // The rest of the profile still works without it.
    () => ({ default: () => <AlertsPlaceholder failed /> }),
  ),
);

/** The profile's Alerts, with their own code: other screens' chunks do not list it. */
export function LazyAlertsSection() {
  return (
    <Suspense fallback={<AlertsPlaceholder failed={false} />}>
      <AlertsSection />
    </Suspense>
  );
}
