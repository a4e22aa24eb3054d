import type { AdminCatalogue, CatalogueUpdateAttempt } from '../../../shared/admin-catalogue';
import { formatDateTime } from './admin-format';

const OUTCOMES: Record<CatalogueUpdateAttempt['outcome'], string> = {
  updated: 'Updated',
  'not-modified': 'No newer file',
  failed: 'Failed',
};

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A YYYY-MM-DD day as people read it here; `absent` when there is none. */
export function formatDay(day: string, absent = '—'): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time)
    ? calendarDate.format(time)
    : absent;
}

/** "Failed, 25 Nov 2026, 09:00: the server answered 404", or that none was tried yet. */
export function lastAttemptText(attempt: CatalogueUpdateAttempt | null): string {
  if (!attempt) return 'None yet';
  const when = `${OUTCOMES[attempt.outcome]}, ${formatDateTime(attempt.at)}`;
  return attempt.reason ? `${when}: ${attempt.reason}` : when;
}

/** When the next update runs, or why none will. */
export function nextAttemptText(updates: AdminCatalogue['updates']): string {
  if (updates.offReason) return `Off: ${updates.offReason}`;
  if (updates.running) return 'Running now';
  return formatDateTime(updates.nextAttemptAt, 'Not scheduled');
}
