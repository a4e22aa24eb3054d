import { describe, expect, it } from 'vitest';
import { formatDateTime } from './admin-format';
import { pageCount } from './admin-api';

describe('pageCount', () => {
  it('counts whole pages, and shows one page when there is nothing', () => {
    expect(pageCount({ total: 0, pageSize: 25 })).toBe(1);
    expect(pageCount({ total: 25, pageSize: 25 })).toBe(1);
    expect(pageCount({ total: 26, pageSize: 25 })).toBe(2);
  });
});

describe('formatDateTime', () => {
  it('names a missing or unreadable time with the placeholder', () => {
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('formats a real time with its year', () => {
    expect(formatDateTime('2026-11-22T09:15:00.000Z')).toContain('2026');
  });
});
