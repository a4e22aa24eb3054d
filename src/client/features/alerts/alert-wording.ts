import type { AlertChannel, AlertDelivery, AlertSettings } from '../../../shared/alerts-api';
import { i18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A delivery's time in the active language, its formatter made once per language. */
function whenFormat(locale = i18n.locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * The server's detail as a sentence: it comes in the reader's language (decision 442), and may
 * come without its full stop, which Japanese writes as 。.
 */
const ending = (sentence: string) => (/[.!?。！？]$/.test(sentence) ? sentence : `${sentence}.`);

/** The channel's last delivery and its result, as a sentence; a date the server sent broken reads as unknown. */
export function lastDeliveryLine(
  t: Translate,
  last: AlertDelivery | null,
  format = whenFormat(),
): string {
  if (!last) return t('alerts.last.none');
  const at = Date.parse(last.at);
  const detail = ending(last.detail);
  return Number.isNaN(at)
    ? t('alerts.last.unknownTime', { detail })
    : t('alerts.last.on', { when: format.format(at), detail });
}

export function testResultLine(t: Translate, result: AlertDelivery): string {
  const detail = ending(result.detail);
  return t(result.ok ? 'alerts.test.sent' : 'alerts.test.failed', { detail });
}

/** What the profile says next to a channel that does not deliver, or null when it does. */
export function channelWarning(
  t: Translate,
  channel: AlertChannel,
  settings: AlertSettings,
): string | null {
  if (channel === 'webhook' && settings.webhook.paused) return t('alerts.paused');
  return settings[channel].failing ? t(`alerts.failing.${channel}`) : null;
}

/** The line under the device's switch: this device, then the user's others. */
export function otherDevicesLine(t: Translate, onHere: boolean, others: number): string {
  const here = t(onHere ? 'alerts.devices.on' : 'alerts.devices.off');
  return others <= 0 ? here : t('alerts.devices.others', { here, count: others });
}
