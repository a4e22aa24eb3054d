import { Suspense } from 'react';
import { loadMessages } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { lazy } from '../../lib/chunk-load';
import { ProfileSection } from '../profile/ProfileSection';

function AlertsPlaceholder({ failed }: { failed: boolean }) {
  const t = useMessages();
  return (
    <ProfileSection title={t('alerts.section.title')}>
      {failed ? (
        <p role="alert">{t('alerts.section.codeFailed')}</p>
      ) : (
        <p role="status">{t('alerts.section.loading')}</p>
      )}
    </ProfileSection>
  );
}

/** Its words come with its code, for a screen that did not load the `alerts` group itself. */
const AlertsSection = lazy(() =>
  Promise.all([import('./AlertsSection'), loadMessages('alerts')]).then(
    ([{ AlertsSection: Section }]) => ({ default: Section }),
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
