import type { ScrobbleServer } from '../../../../shared/scrobble-api';
import type { ScrobbleEvent } from '../scrobble-event';
import { readEmby } from './emby';
import { readJellyfin } from './jellyfin';
import { readPlex } from './plex';

const READERS: Record<ScrobbleServer, (body: Record<string, unknown>) => ScrobbleEvent | null> = {
  jellyfin: readJellyfin,
  plex: readPlex,
  emby: readEmby,
};

/** The servers are told apart by the name of their event field. */
export function readEvent(body: unknown): ScrobbleEvent | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if ('NotificationType' in record) return READERS.jellyfin(record);
  if ('Event' in record) return READERS.emby(record);
  if ('event' in record) return READERS.plex(record);
  return null;
}
