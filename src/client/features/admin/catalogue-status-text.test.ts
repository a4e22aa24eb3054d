import { describe, expect, it } from 'vitest';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import { formatDay, lastAttemptText, nextAttemptText } from './catalogue-status-text';

const updates: AdminCatalogue['updates'] = {
  url: 'https://cdn.example/data.json',
  offReason: null,
  running: false,
  lastAttempt: null,
  nextAttemptAt: '2026-11-26T09:00:00.000Z',
};

describe('the catalogue status on the admin page', () => {
  it('names the day the newest title begins, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-04-08')).toContain('2026');
    expect(formatDay('2026-04-08')).toMatch(/8/);
    expect(formatDay('')).toBe('—');
  });

  it('says how the last update ended, with the reason of a failure', () => {
    expect(lastAttemptText(null)).toBe('None yet');
    const at = '2026-11-25T09:00:00.000Z';
    expect(lastAttemptText({ at, outcome: 'updated', reason: null })).toMatch(/^Updated, .*2026/);
    expect(lastAttemptText({ at, outcome: 'not-modified', reason: null })).toMatch(
      /^No newer file, /,
    );
    expect(
      lastAttemptText({ at, outcome: 'failed', reason: 'cdn.example answered 404 Not Found' }),
    ).toMatch(/^Failed, .*2026.*: cdn\.example answered 404 Not Found$/);
  });

  it('says when the next update runs, or why none will', () => {
    expect(nextAttemptText(updates)).toContain('2026');
    expect(nextAttemptText({ ...updates, running: true })).toBe('Running now');
    expect(
      nextAttemptText({ ...updates, offReason: 'CATALOGUE_UPDATE_URL is empty', url: null }),
    ).toBe('Off: CATALOGUE_UPDATE_URL is empty');
  });
});
