import { useState } from 'react';
import type { AlertSettings } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { ErrorState } from '../../ui/StatusMessage';
import { useAuth } from '../auth/auth-context';
import { ProfileSection } from '../profile/ProfileSection';
import { useAlertSettings } from './alerts-query';
import { EmailChannel } from './EmailChannel';
import { PushChannel } from './PushChannel';
import { anyChannelOn, browserTimeZone } from './time-zone';
import { WebhookChannel } from './WebhookChannel';
import { WhenSettings } from './WhenSettings';
import styles from './alerts.module.css';

function AlertChannels({ settings, address }: { settings: AlertSettings; address: string }) {
  // Until a channel is on, the zone shown is this device's: the first channel saves it.
  const [zone, setZone] = useState(() =>
    anyChannelOn(settings) ? settings.timeZone : browserTimeZone(),
  );
  return (
    <div className={styles.channels}>
      <PushChannel settings={settings} zone={zone} />
      <EmailChannel settings={settings} zone={zone} address={address} />
      <WebhookChannel settings={settings} zone={zone} />
      <WhenSettings settings={settings} zone={zone} onZoneChange={setZone} />
    </div>
  );
}

/** The profile's "Alerts": when a new episode of a watched title airs, where to say so. */
export function AlertsSection() {
  const t = useMessages();
  const address = useAuth().currentUser?.email ?? '';
  const settings = useAlertSettings();
  return (
    <ProfileSection title={t('alerts.section.title')} description={t('alerts.section.description')}>
      {settings.data ? (
        <AlertChannels settings={settings.data} address={address} />
      ) : settings.isError ? (
        <ErrorState
          message={t('alerts.section.loadFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <p role="status">{t('alerts.section.loading')}</p>
      )}
    </ProfileSection>
  );
}
