import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import type { AdminMailCounts } from '../../../shared/admin-mail-counts';
import type {
  AdminOutboxMail,
  AdminPage,
  AdminStats,
  AdminUserSummary,
} from '../../../shared/auth-admin';
import { apiFetch, apiGet } from '../../lib/api';

export const ADMIN_PAGE_SIZE = 25;

const pagePath = (path: string, page: number) => `${path}?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`;

/** The admin reads what is true now: nothing here is served from an old cache. */
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

export const adminUsersQuery = (page: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['admin', 'users', page],
    queryFn: ({ signal }) =>
      apiGet<AdminPage<AdminUserSummary>>(pagePath('/api/admin/users', page), signal),
  });

export const adminOutboxQuery = (page: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['admin', 'outbox', page],
    queryFn: ({ signal }) =>
      apiGet<AdminPage<AdminOutboxMail>>(pagePath('/api/admin/outbox', page), signal),
  });

export const adminStatsQuery = queryOptions({
  staleTime: 0,
  queryKey: ['admin', 'stats'],
  queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', signal),
});

export const adminCatalogueQuery = queryOptions({
  staleTime: 0,
  queryKey: ['admin', 'catalogue'],
  queryFn: ({ signal }) => apiGet<AdminCatalogue>('/api/admin/catalogue', signal),
});

export const adminMailCountsQuery = queryOptions({
  staleTime: 0,
  queryKey: ['admin', 'mail-counts'],
  queryFn: ({ signal }) => apiGet<AdminMailCounts>('/api/admin/mail-counts', signal),
});

/** Disabling also ends every session of the account at once (server side). */
export async function setUserDisabled(uid: string, disabled: boolean): Promise<void> {
  const action = disabled ? 'disable' : 'enable';
  await apiFetch(`/api/admin/users/${encodeURIComponent(uid)}/${action}`, { method: 'POST' });
}

/** Only while mail stays in the outbox: the administrator vouches for the address (decision 206). */
export async function markUserVerified(uid: string): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(uid)}/verify`, { method: 'POST' });
}

export function pageCount(page: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
