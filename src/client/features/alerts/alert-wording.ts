import type { AlertChannel, AlertDelivery, AlertSettings } from '../../../shared/alerts-api';

const whenFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const ending = (sentence: string) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);

/** The channel's last delivery and its result, as a sentence; a date the server sent broken reads as unknown. */
export function lastDeliveryLine(last: AlertDelivery | null, format = whenFormat): string {
  if (!last) return 'Nothing sent yet.';
  const at = Date.parse(last.at);
  const when = Number.isNaN(at) ? 'at an unknown time' : `on ${format.format(at)}`;
  return `Last delivery ${when}: ${ending(last.detail)}`;
}

export function testResultLine(result: AlertDelivery): string {
  return result.ok
    ? `Test sent: ${ending(result.detail)}`
    : `The test failed: ${ending(result.detail)}`;
}

const FAILING: Record<AlertChannel, string> = {
  push: 'Notifications keep failing to reach your devices. Turn them off and on again on each device.',
  email: 'E-mails keep failing to go out. Alerts will try again; send a test to see why.',
  webhook: 'This webhook keeps failing. Check its address, then send a test.',
};

const PAUSED =
  'Paused: this webhook failed for a whole day, so alerts stopped going to it. Send a test or save its URL again to resume.';

/** What the profile says next to a channel that does not deliver, or null when it does. */
export function channelWarning(channel: AlertChannel, settings: AlertSettings): string | null {
  if (channel === 'webhook' && settings.webhook.paused) return PAUSED;
  return settings[channel].failing ? FAILING[channel] : null;
}

/** The line under the device's switch: this device, then the user's others. */
export function otherDevicesLine(onHere: boolean, others: number): string {
  const here = onHere ? 'On for this device.' : 'Off for this device.';
  if (others <= 0) return here;
  return `${here} Also on ${others === 1 ? '1 other device' : `${others} other devices`}.`;
}
