import type { SeasonEntryWrite } from '../../../shared/list-entry';
import type { CalendarLink, ListPage } from '../../../shared/lists-api';
import { trackedTitleKeyText } from '../../../shared/tracked-title-basics';
import type {
  TrackedTitle,
  TrackedTitleKey,
  TrackedTitleWrite,
} from '../../../shared/tracked-title';
import { apiFetch, apiGet } from '../../lib/api';
import type { ListRequest } from '../offline/offline-lists';

const titlePath = (key: TrackedTitleKey) => `/api/lists/${trackedTitleKeyText(key)}`;

export function fetchListPage(
  page: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ListPage> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  return apiGet<ListPage>(`/api/lists?${query.toString()}`, signal);
}

/**
 * Sends one list write: a PUT, of the title or of one season's entry, is a merge write (fields
 * left out keep their value on the server). `madeAt` (epoch ms) tells when a write kept offline
 * was made, so that it wins only over older writes of the same fields.
 */
export async function sendListRequest(
  request: ListRequest,
  madeAt?: number,
): Promise<TrackedTitle | undefined> {
  const path = titlePath(request.key);
  if (request.kind === 'delete') {
    await apiFetch(madeAt === undefined ? path : `${path}?clientUpdatedAt=${madeAt}`, {
      method: 'DELETE',
    });
    return undefined;
  }
  const made = madeAt === undefined ? {} : { clientUpdatedAt: madeAt };
  if (request.kind === 'entry') {
    const body: SeasonEntryWrite = { ...request.body, ...made };
    return apiFetch<TrackedTitle>(`${path}/seasons/${request.season}`, {
      method: 'PUT',
      json: body,
    });
  }
  const body: TrackedTitleWrite = { ...request.body, ...made };
  return apiFetch<TrackedTitle>(path, { method: 'PUT', json: body });
}

export function fetchCalendarLink(): Promise<CalendarLink> {
  return apiGet<CalendarLink>('/api/lists/calendar');
}

export function rotateCalendarLink(): Promise<CalendarLink> {
  return apiFetch<CalendarLink>('/api/lists/calendar/rotate', { method: 'POST' });
}
