import type { AlertSettings } from '../../../shared/alerts-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';

export function isMuted(settings: AlertSettings, key: TrackedTitleKey): boolean {
  return settings.mutes.some((mute) => mute.media_type === key.media_type && mute.id === key.id);
}

/** The settings with the title muted or not, as the server will hold them once it answers. */
export function withMute(
  settings: AlertSettings,
  key: TrackedTitleKey,
  muted: boolean,
): AlertSettings {
  const others = settings.mutes.filter(
    (mute) => mute.media_type !== key.media_type || mute.id !== key.id,
  );
  return {
    ...settings,
    mutes: muted ? [...others, { media_type: key.media_type, id: key.id }] : others,
  };
}
