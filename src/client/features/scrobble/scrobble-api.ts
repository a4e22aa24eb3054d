import type { ScrobbleAddress, ScrobbleChoice, ScrobbleLog } from '../../../shared/scrobble-api';
import { apiFetch, apiGet } from '../../lib/api';

export const SCROBBLE_ADDRESS_KEY = ['profile', 'scrobble'] as const;
export const SCROBBLE_LOG_KEY = ['profile', 'scrobble', 'log'] as const;

export const fetchScrobbleAddress = (signal?: AbortSignal) =>
  apiGet<ScrobbleAddress>('/api/profile/scrobble', signal);

/** A new address; the old one stops working at once. */
export const rotateScrobbleAddress = () =>
  apiFetch<ScrobbleAddress>('/api/profile/scrobble', { method: 'POST' });

export const revokeScrobbleAddress = () =>
  apiFetch<ScrobbleAddress>('/api/profile/scrobble', { method: 'DELETE' });

export const fetchScrobbleLog = (signal?: AbortSignal) =>
  apiGet<ScrobbleLog>('/api/profile/scrobble/log', signal);

/** Remembers the title for the event's series: its next events match it. */
export const chooseScrobbleTitle = (entryId: string, choice: ScrobbleChoice) =>
  apiFetch(`/api/profile/scrobble/log/${encodeURIComponent(entryId)}/choice`, {
    method: 'POST',
    json: choice,
  });
