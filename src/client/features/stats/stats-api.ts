import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StatsAnswer } from '../../../shared/stats-api';
import { apiGet } from '../../lib/api';

/** The viewer's own zone, so that months and streak days are their calendar days. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function statsSearch(year: number | null): string {
  const query = new URLSearchParams({ timeZone: viewerTimeZone() });
  if (year !== null) query.set('year', String(year));
  return query.toString();
}

export const statsQuery = (year: number | null) =>
  queryOptions({
    queryKey: ['stats', year],
    queryFn: ({ signal }) => apiGet<StatsAnswer>(`/api/stats?${statsSearch(year)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function summaryImagePath(year: number): string {
  return `/api/stats/summary.png?${statsSearch(year)}`;
}
