import type { AdminCatalogue, CatalogueUpdateAttempt } from '../../../shared/admin-catalogue';
import type { Translate } from '../../i18n/messages';
import { dateFormat, formatDateTime } from './admin-format';

/** A YYYY-MM-DD day in the active language; `absent` when there is none. */
export function formatDay(day: string, absent = '—'): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time)
    ? dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(time)
    : absent;
}

/** "Failed, 25 Nov 2026, 09:00: the server answered 404", or that none was tried yet. */
export function lastAttemptText(t: Translate, attempt: CatalogueUpdateAttempt | null): string {
  if (!attempt) return t('admin.attempt.none');
  const outcome = t(`admin.attempt.${attempt.outcome}`);
  const when = formatDateTime(attempt.at);
  return attempt.reason
    ? t('admin.attempt.reason', { outcome, when, reason: attempt.reason })
    : t('admin.attempt.when', { outcome, when });
}

/** When the next update runs, or why none will. */
export function nextAttemptText(t: Translate, updates: AdminCatalogue['updates']): string {
  if (updates.offReason) return t('admin.attempt.off', { reason: updates.offReason });
  if (updates.running) return t('admin.attempt.running');
  return formatDateTime(updates.nextAttemptAt, t('admin.attempt.notScheduled'));
}
