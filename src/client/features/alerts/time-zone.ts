import {
  isTimeZone,
  type AlertSettings,
  type AlertSettingsUpdate,
} from '../../../shared/alerts-api';
import { compareNames } from '../../../shared/locale-format';

const FALLBACK_TIME_ZONE = 'UTC';

/** The zone the browser runs in, as alerts first save it; UTC where the browser names none. */
export function browserTimeZone(
  resolved: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return resolved && isTimeZone(resolved) ? resolved : FALLBACK_TIME_ZONE;
}

/**
 * The zones to choose from, sorted: the browser's list, plus the saved and the browser's own
 * zones where the list leaves them out (some browsers list no "UTC").
 */
export function timeZoneChoices(known: readonly string[], ...always: readonly string[]): string[] {
  return [...new Set([...known, ...always])].sort(compareNames);
}

export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

export function anyChannelOn(settings: AlertSettings): boolean {
  return settings.push.enabled || settings.email.enabled || settings.webhook.enabled;
}

/**
 * The update that turns a channel on, carrying the time zone when it is the first channel on:
 * alerts then start in the zone the user sees (decision 227).
 */
export function withZoneOnFirstEnable(
  settings: AlertSettings,
  update: AlertSettingsUpdate,
  zone: string,
): AlertSettingsUpdate {
  return anyChannelOn(settings) ? update : { ...update, timeZone: zone };
}
