import type { CalendarLink, ListPage } from '../../../shared/lists-api';
import {
  trackedTitleKeyText,
  type TrackedTitle,
  type TrackedTitleKey,
  type TrackedTitleWrite,
} from '../../../shared/tracked-title';
import { apiFetch, apiGet } from '../../lib/api';

const titlePath = (key: TrackedTitleKey) => `/api/lists/${trackedTitleKeyText(key)}`;

export function fetchListPage(
  page: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ListPage> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  return apiGet<ListPage>(`/api/lists?${query.toString()}`, signal);
}

/** A merge write: fields left out keep their value on the server. */
export function putTrackedTitle(
  key: TrackedTitleKey,
  body: Omit<TrackedTitleWrite, 'clientUpdatedAt'>,
): Promise<TrackedTitle> {
  return apiFetch<TrackedTitle>(titlePath(key), { method: 'PUT', json: body });
}

export async function deleteTrackedTitle(key: TrackedTitleKey): Promise<void> {
  await apiFetch(titlePath(key), { method: 'DELETE' });
}

export function fetchCalendarLink(): Promise<CalendarLink> {
  return apiGet<CalendarLink>('/api/lists/calendar');
}

export function rotateCalendarLink(): Promise<CalendarLink> {
  return apiFetch<CalendarLink>('/api/lists/calendar/rotate', { method: 'POST' });
}
