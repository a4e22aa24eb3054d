import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '../../../shared/alerts-api';
import { useAuth } from '../auth/auth-context';
import { useAccountMutation } from '../auth/use-account-mutation';
import { fetchAlertSettings, updateAlertSettings } from './alerts-api';

export const alertsKey = (uid: string) => ['alerts', uid] as const;

/** The signed-in user's alert settings, shared by the profile and every title's menu. */
export function useAlertSettings() {
  const uid = useAuth().currentUser?.uid ?? '';
  return useQuery({
    queryKey: alertsKey(uid),
    queryFn: ({ signal }) => fetchAlertSettings(signal),
    enabled: uid !== '',
  });
}

/** Keeps the settings the server answers, so every view shows what was saved. */
export function useKeepAlertSettings() {
  const queryClient = useQueryClient();
  const uid = useAuth().currentUser?.uid ?? '';
  return (settings: AlertSettings) => queryClient.setQueryData(alertsKey(uid), settings);
}

export function useRefreshAlertSettings() {
  const queryClient = useQueryClient();
  const uid = useAuth().currentUser?.uid ?? '';
  return () => queryClient.invalidateQueries({ queryKey: alertsKey(uid) });
}

/** PATCH /api/alerts; `onSaved` runs after the answer is kept. */
export function useSaveAlertSettings(onSaved?: (settings: AlertSettings) => void) {
  const keep = useKeepAlertSettings();
  return useAccountMutation(updateAlertSettings, (settings) => {
    keep(settings);
    onSaved?.(settings);
  });
}
