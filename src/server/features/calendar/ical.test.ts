import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalDocument } from './ical';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines longer than 75 octets, continuing with one space', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    expect(Buffer.byteLength(folded[0] ?? '')).toBe(75);
    for (const continuation of folded.slice(1)) {
      expect(continuation.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(continuation)).toBeLessThanOrEqual(75);
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'葬送のフリーレン'.repeat(10)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('an iCalendar document', () => {
  const document = icalDocument({
    name: 'Tsuzuki — watching',
    generatedAt: Date.UTC(2026, 10, 22, 12, 30, 5),
    events: [
      {
        uid: 'tsuzuki-tv-1-s1e5',
        time: { date: '2026-12-31' },
        summary: 'Show, the — S1E5 Episode 5',
        url: 'https://anime.example.org/anime/tv/1',
      },
    ],
  });

  it('uses CRLF line endings throughout', () => {
    expect(document.endsWith('\r\n')).toBe(true);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds one all-day event ending the next day, stamped in UTC', () => {
    const lines = document.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('X-WR-CALNAME:Tsuzuki — watching');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTAMP:20261122T123005Z');
    expect(lines).toContain('SUMMARY:Show\\, the — S1E5 Episode 5');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

describe('a timed event', () => {
  const lines = icalDocument({
    name: 'Tsuzuki — watching',
    generatedAt: Date.UTC(2026, 10, 22, 12),
    events: [
      {
        uid: 'tsuzuki-tv-2-s1e3',
        time: { startsAt: Date.UTC(2026, 10, 24, 23, 30), minutes: 24 },
        summary: 'Show — S1E3 Episode 3',
      },
    ],
  }).split('\r\n');

  it('starts at its instant in UTC and lasts the episode', () => {
    expect(lines).toContain('DTSTART:20261124T233000Z');
    expect(lines).toContain('DURATION:PT24M');
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false);
    expect(lines.some((line) => line.includes('VALUE=DATE'))).toBe(false);
  });
});
