import { useMessages } from '../../../i18n/messages';
import { LazyAlertsSection } from '../../alerts/LazyAlertsSection';
import { ProfileScreen } from '../ProfileScreen';

/** /profile/alerts: how and when new episodes are announced. */
export function AlertsSettingsPage() {
  const t = useMessages();
  return (
    <ProfileScreen title={t('profile.nav.alerts')} lead={t('profile.alerts.lead')}>
      <LazyAlertsSection />
    </ProfileScreen>
  );
}
