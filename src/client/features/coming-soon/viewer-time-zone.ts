import type { AlertSettings } from '../../../shared/alerts-api';
import { deviceTimeZone } from '../../../shared/zoned-date';
import { useAlertSettings } from '../alerts/alerts-query';
import { useAuth } from '../auth/auth-context';

/** The profile's zone counts once a channel is on: until then it is not one the user chose (decision 227). */
function chosenZone(settings: AlertSettings | undefined): string | null {
  if (!settings) return null;
  const { push, email, webhook } = settings;
  return push.enabled || email.enabled || webhook.enabled ? settings.timeZone : null;
}

/**
 * The zone days and times are shown in: the one saved on the profile, else this device's. Null
 * while a signed-in user's settings are still on their way, so the list is not drawn twice.
 */
export function useViewerTimeZone(): string | null {
  const signedIn = useAuth().currentUser !== null;
  const settings = useAlertSettings();
  if (signedIn && settings.isPending && !settings.isError) return null;
  return chosenZone(settings.data) ?? deviceTimeZone();
}
