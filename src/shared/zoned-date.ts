import { formatIsoDate, type CalendarDate } from './calendar-date';

/** One formatter per zone: making one loads the zone's data, which costs far more than a call. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 32;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in an IANA time zone. */
export function dateInZone(instant: Date | number, timeZone: string): CalendarDate {
  // The device's own zone is the Date's local time: no formatter to make (decision 463).
  if (timeZone === deviceTimeZone()) {
    const local = new Date(instant);
    return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
}

export function isoDateInZone(instant: Date | number, timeZone: string): string {
  return formatIsoDate(dateInZone(instant, timeZone));
}

interface WithTemporal {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

let deviceZone: string | undefined;

/**
 * The zone this device runs in; UTC where it names none. Temporal names it at no cost where the
 * browser has it; Intl's first formatter loads a locale's data, 50–250 ms on a phone-class CPU
 * while home's first request waits for this name (decision 463).
 */
export function deviceTimeZone(): string {
  deviceZone ??=
    (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ||
    new Intl.DateTimeFormat().resolvedOptions().timeZone ||
    'UTC';
  return deviceZone;
}

/** Forgets the device's zone, for tests that change how it is found. */
export function forgetDeviceTimeZone(): void {
  deviceZone = undefined;
}
