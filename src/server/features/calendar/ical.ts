/**
 * When an event happens: its exact start and length where the catalogue knows the broadcast
 * time, else the whole of a day (YYYY-MM-DD).
 */
export type EventTime = { startsAt: number; minutes: number } | { date: string };

/** One event of an iCalendar feed (RFC 5545). */
export interface CalendarEvent {
  /** Stable across refreshes, so calendar apps update the event instead of adding another. */
  uid: string;
  time: EventTime;
  summary: string;
  url?: string;
}

export interface CalendarFeed {
  name: string;
  /** When the feed was made: every event's DTSTAMP. */
  generatedAt: number;
  events: CalendarEvent[];
}

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on lines that start with one space,
 * split between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** UTC, as DTSTAMP requires: 20261122T120000Z. */
function timestamp(epochMillis: number): string {
  return new Date(epochMillis)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A timed event starts at an instant in UTC (FORM #2) and lasts its episode's length. */
function timeLines(time: EventTime): string[] {
  if ('date' in time) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(time.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(time.date))}`,
    ];
  }
  return [`DTSTART:${timestamp(time.startsAt)}`, `DURATION:PT${time.minutes}M`];
}

export function icalDocument(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tsuzuki//Tsuzuki anime tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    // Air dates move; calendar apps that honour these refresh a few times a day.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${timestamp(feed.generatedAt)}`,
      ...timeLines(event.time),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
