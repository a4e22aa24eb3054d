import { LazyAlertsSection } from '../../alerts/LazyAlertsSection';
import { ProfileScreen } from '../ProfileScreen';

/** /profile/alerts: how and when new episodes are announced. */
export function AlertsSettingsPage() {
  return (
    <ProfileScreen title="Alerts" lead="How and when Tsuzuki tells you about new episodes.">
      <LazyAlertsSection />
    </ProfileScreen>
  );
}
