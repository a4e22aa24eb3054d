import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '../../../shared/alerts-api';
import { useAuth } from '../auth/auth-context';
import { fetchAlertSettings } from './alerts-api';

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
