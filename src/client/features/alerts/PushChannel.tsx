import { useEffect, useState } from 'react';
import type { AlertSettings } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { useAccountMutation } from '../auth/use-account-mutation';
import {
  fetchPushKey,
  removePushSubscription,
  savePushSubscription,
  updateAlertSettings,
} from './alerts-api';
import { useKeepAlertSettings, useRefreshAlertSettings } from './alerts-query';
import { ChannelBlock } from './ChannelBlock';
import {
  PUSH_PROBLEMS,
  PushProblem,
  currentSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-device';
import { otherDevicesLine } from './alert-wording';
import { withZoneOnFirstEnable } from './time-zone';

type DeviceState = 'checking' | 'subscribed' | 'not-subscribed';

interface PushChannelProps {
  settings: AlertSettings;
  /** The time zone saved with the first channel turned on. */
  zone: string;
}

function usePushSubscribed(): [DeviceState, (state: DeviceState) => void] {
  const [state, setState] = useState<DeviceState>('checking');
  useEffect(() => {
    let current = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (current) setState(subscription ? 'subscribed' : 'not-subscribed');
      });
    return () => {
      current = false;
    };
  }, []);
  return [state, setState];
}

/**
 * Notifications on this device: each device subscribes on its own (decision 229). The channel
 * stays on for the user while any device is subscribed.
 */
export function PushChannel({ settings, zone }: PushChannelProps) {
  const t = useMessages();
  const keep = useKeepAlertSettings();
  const refresh = useRefreshAlertSettings();
  const [device, setDevice] = usePushSubscribed();
  const supported = pushSupported();
  const { push } = settings;

  const turn = useAccountMutation(
    async (on: boolean) => {
      if (on) {
        const subscription = await subscribeThisDevice(await fetchPushKey());
        await savePushSubscription(subscription);
        return updateAlertSettings(
          withZoneOnFirstEnable(settings, { push: { enabled: true } }, zone),
        );
      }
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await removePushSubscription(endpoint);
      const othersLeft = push.devices - (endpoint ? 1 : 0) > 0;
      return othersLeft ? null : updateAlertSettings({ push: { enabled: false } });
    },
    (answer, on) => {
      setDevice(on ? 'subscribed' : 'not-subscribed');
      if (answer) keep(answer);
      else void refresh();
    },
  );

  const subscribedHere = device === 'subscribed';
  const on = turn.isPending ? turn.variables : push.enabled && subscribedHere;
  const blocked = supported && Notification.permission === 'denied' && !subscribedHere;
  const problem = !supported
    ? t(PUSH_PROBLEMS.unsupported)
    : turn.error instanceof PushProblem
      ? t(PUSH_PROBLEMS[turn.error.kind])
      : (turn.problem ?? (blocked ? t(PUSH_PROBLEMS.denied) : null));
  const others = push.devices - (subscribedHere ? 1 : 0);

  return (
    <ChannelBlock
      channel="push"
      settings={settings}
      switchLabel={t('alerts.push.switch')}
      switchHint={otherDevicesLine(t, on, others)}
      on={on}
      busy={turn.isPending || device === 'checking'}
      available={supported}
      onSwitch={(next) => turn.mutate(next)}
      problem={problem}
      canTest={push.enabled && push.devices > 0}
    />
  );
}
