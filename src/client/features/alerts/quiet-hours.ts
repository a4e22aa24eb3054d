import { quietHoursSchema, type QuietHours } from '../../../shared/alerts-api';

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

const LABELS: Record<QuietHoursField, string> = { start: 'Quiet from', end: 'Quiet until' };

export const QUIET_HOURS_LABELS = LABELS;

/** The fields as the settings save them: null when off, else both times, checked as the server does. */
export function readQuietHours(fields: QuietHoursFields): QuietHoursReading {
  if (!fields.on) return { ok: true, quietHours: null };
  // Some browsers give seconds ("22:00:00") when the step allows them.
  const value = { start: fields.start.slice(0, 5), end: fields.end.slice(0, 5) };
  const parsed = quietHoursSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field: QuietHoursField = issue?.path[0] === 'end' ? 'end' : 'start';
    return { ok: false, field, problem: `${LABELS[field]} ${issue?.message ?? 'is not a time'}.` };
  }
  if (parsed.data.start === parsed.data.end) {
    return {
      ok: false,
      field: 'end',
      problem: 'Quiet hours must end at another time than they start.',
    };
  }
  return { ok: true, quietHours: parsed.data };
}

export function quietHoursFields(saved: QuietHours | null): QuietHoursFields {
  return saved ? { on: true, ...saved } : { on: false, start: '22:00', end: '07:00' };
}
