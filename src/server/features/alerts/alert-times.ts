import type { QuietHours } from '../../../shared/alerts-api';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface LocalTime {
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time an instant shows in a time zone. */
export function localTimeOf(instant: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function offsetAt(instant: number, timeZone: string): number {
  const local = localTimeOf(instant, timeZone);
  const asUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE_MS;
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a wall-clock time happens in a time zone. A time the clocks skip (spring forward)
 * is taken an hour later, as the clocks show it; a repeated one (fall back) is its first showing.
 */
export function instantOfLocal(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (second === first) return first;
  const earlier = Math.min(first, second);
  const later = Math.max(first, second);
  // Both guesses land on the wanted wall time in a repeated hour: the earlier is the first showing.
  if (localTimeOf(earlier, timeZone).minutes === minutes % (24 * 60)) return earlier;
  return later;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** An alert falling in quiet hours waits until they end; quiet hours may span midnight. */
export function afterQuietHours(
  instant: number,
  quiet: QuietHours | null,
  timeZone: string,
): number {
  if (!quiet) return instant;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return instant;
  const local = localTimeOf(instant, timeZone);
  const spansMidnight = start > end;
  const inside = spansMidnight
    ? local.minutes >= start || local.minutes < end
    : local.minutes >= start && local.minutes < end;
  if (!inside) return instant;
  const endDate = spansMidnight && local.minutes >= start ? addDays(local.date, 1) : local.date;
  return instantOfLocal(endDate, end, timeZone);
}

/** The first digest at the user's hour, in their time zone, at or after an instant. */
export function nextDigestAt(instant: number, hour: number, timeZone: string): number {
  const local = localTimeOf(instant, timeZone);
  const today = instantOfLocal(local.date, hour * 60, timeZone);
  return today >= instant ? today : instantOfLocal(addDays(local.date, 1), hour * 60, timeZone);
}

/**
 * TMDB dates an episode without a time (decision 223): it counts as airing at 18:00 in its
 * country's main time zone, late enough that no broadcast of that date is announced early in
 * its country, and the same day there.
 */
export const DATE_ONLY_AIR_MINUTES = 18 * 60;

const COUNTRY_TIME_ZONES: Record<string, string> = {
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  CN: 'Asia/Shanghai',
  TW: 'Asia/Taipei',
  HK: 'Asia/Hong_Kong',
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
};

/** Japan when the country is unknown: the catalogue is an anime catalogue. */
export function countryTimeZone(originCountries: readonly string[] | undefined): string {
  for (const country of originCountries ?? []) {
    const zone = COUNTRY_TIME_ZONES[country];
    if (zone) return zone;
  }
  return 'Asia/Tokyo';
}

export function dateOnlyAirTime(date: string, originCountries: readonly string[] | undefined) {
  return instantOfLocal(date, DATE_ONLY_AIR_MINUTES, countryTimeZone(originCountries));
}

const describers = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as an alert says it, in the reader's language and zone: English keeps the day before
 * the month and the 24-hour clock it always had ("Mon 1 Dec, 01:30"); every other language writes
 * the same fields its own way ("12月1日(月) 01:30", "Mo., 1. Dez., 01:30").
 */
export function describeInstant(instant: number, timeZone: string, language: Language): string {
  const locale = language === SOURCE_LANGUAGE ? 'en-GB' : language;
  const key = `${locale} ${timeZone}`;
  let describer = describers.get(key);
  if (!describer) {
    describer = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    describers.set(key, describer);
  }
  return describer.format(instant);
}
