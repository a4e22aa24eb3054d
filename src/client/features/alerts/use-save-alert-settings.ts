import type { AlertSettings } from '../../../shared/alerts-api';
import { useAccountMutation } from '../auth/use-account-mutation';
import { updateAlertSettings } from './alerts-api';
import { useKeepAlertSettings } from './alerts-query';

/** PATCH /api/alerts; `onSaved` runs after the answer is kept. */
export function useSaveAlertSettings(onSaved?: (settings: AlertSettings) => void) {
  const keep = useKeepAlertSettings();
  return useAccountMutation(updateAlertSettings, (settings) => {
    keep(settings);
    onSaved?.(settings);
  });
}
