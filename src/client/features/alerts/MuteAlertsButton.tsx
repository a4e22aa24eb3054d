import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import type { AlertSettings } from '../../../shared/alerts-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import type { Notice } from '../lists/ListNotice';
import { setTitleMuted } from './alerts-api';
import { alertsKey, useAlertSettings } from './alerts-query';
import { isMuted, withMute } from './title-mutes';

interface MuteAlertsButtonProps {
  title: TrackedTitleKey & { name: string };
  report: (notice: Notice) => void;
}

/**
 * A tracked title's "Mute alerts" / "Unmute alerts". Shown only once the alert settings are
 * known, so the label always says what pressing it does.
 */
export function MuteAlertsButton({ title, report }: MuteAlertsButtonProps) {
  const t = useMessages();
  const queryClient = useQueryClient();
  const key = alertsKey(useAuth().currentUser?.uid ?? '');
  const settings = useAlertSettings();
  const toggle = useMutation({
    mutationFn: (muted: boolean) => setTitleMuted(title, muted),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AlertSettings>(key);
      if (before) queryClient.setQueryData(key, withMute(before, title, muted));
      return { before };
    },
    onSuccess: (_, muted) =>
      report({
        tone: 'done',
        text: t(muted ? 'alerts.mute.muted' : 'alerts.mute.unmuted', { title: title.name }),
      }),
    onError: (_, muted, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      report({
        tone: 'error',
        text: t(muted ? 'alerts.mute.muteFailed' : 'alerts.mute.unmuteFailed', {
          title: title.name,
        }),
      });
    },
  });

  if (!settings.data) return null;
  const muted = isMuted(settings.data, title);
  return (
    <button
      type="button"
      className="button"
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!muted)}
    >
      {muted ? <Bell aria-hidden size={16} /> : <BellOff aria-hidden size={16} />}
      {t(muted ? 'alerts.mute.unmute' : 'alerts.mute.mute')}
    </button>
  );
}
