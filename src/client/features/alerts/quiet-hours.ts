import { quietHoursSchema, type QuietHours } from '../../../shared/alerts-api';
import type { MessageId, Translate } from '../../i18n/messages';

/** What the quiet-hours fields hold: a switch and two `<input type="time">` values. */
export interface QuietHoursFields {
  on: boolean;
  start: string;
  end: string;
}

export type QuietHoursField = 'start' | 'end';

export type QuietHoursReading =
  | { ok: true; quietHours: QuietHours | null }
  | { ok: false; field: QuietHoursField; problem: string };

export const QUIET_HOURS_LABELS: Record<QuietHoursField, MessageId> = {
  start: 'alerts.field.quietFrom',
  end: 'alerts.field.quietUntil',
};

/** The fields as the settings save them: null when off, else both times, checked as the server does. */
export function readQuietHours(t: Translate, fields: QuietHoursFields): QuietHoursReading {
  if (!fields.on) return { ok: true, quietHours: null };
  // Some browsers give seconds ("22:00:00") when the step allows them.
  const value = { start: fields.start.slice(0, 5), end: fields.end.slice(0, 5) };
  const parsed = quietHoursSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field: QuietHoursField = issue?.path[0] === 'end' ? 'end' : 'start';
    const label = t(QUIET_HOURS_LABELS[field]);
    const problem = issue
      ? t('alerts.problem.field', { label, reason: `${issue.message}.` })
      : t('alerts.problem.notTime', { label });
    return { ok: false, field, problem };
  }
  if (parsed.data.start === parsed.data.end) {
    return {
      ok: false,
      field: 'end',
      problem: t('alerts.problem.sameTime'),
    };
  }
  return { ok: true, quietHours: parsed.data };
}

export function quietHoursFields(saved: QuietHours | null): QuietHoursFields {
  return saved ? { on: true, ...saved } : { on: false, start: '22:00', end: '07:00' };
}
