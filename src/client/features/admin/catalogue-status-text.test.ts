import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import type { Translate } from '../../i18n/messages';
import { translateIn } from '../../i18n/translate-in';
import { formatDay, lastAttemptText, nextAttemptText } from './catalogue-status-text';

const updates: AdminCatalogue['updates'] = {
  url: 'https://cdn.example/data.json',
  offReason: null,
  running: false,
  lastAttempt: null,
  nextAttemptAt: '2026-11-26T09:00:00.000Z',
};

let t: Translate;
beforeAll(async () => {
  t = await translateIn('en', ['admin']);
});

describe('the catalogue status on the admin page', () => {
  it('names the day the newest title begins, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-04-08')).toContain('2026');
    expect(formatDay('2026-04-08')).toMatch(/8/);
    expect(formatDay('')).toBe('—');
  });

  it('says how the last update ended, with the reason of a failure', () => {
    expect(lastAttemptText(t, null)).toBe('None yet');
    const at = '2026-11-25T09:00:00.000Z';
    expect(lastAttemptText(t, { at, outcome: 'updated', reason: null })).toMatch(
      /^Updated, .*2026/,
    );
    expect(lastAttemptText(t, { at, outcome: 'not-modified', reason: null })).toMatch(
      /^No newer file, /,
    );
    expect(
      lastAttemptText(t, { at, outcome: 'failed', reason: 'cdn.example answered 404 Not Found' }),
    ).toMatch(/^Failed, .*2026.*: cdn\.example answered 404 Not Found$/);
  });

  it('says when the next update runs, or why none will', () => {
    expect(nextAttemptText(t, updates)).toContain('2026');
    expect(nextAttemptText(t, { ...updates, running: true })).toBe('Running now');
    expect(
      nextAttemptText(t, { ...updates, offReason: 'CATALOGUE_UPDATE_URL is empty', url: null }),
    ).toBe('Off: CATALOGUE_UPDATE_URL is empty');
  });

  it('reads in the administrator’s language', async () => {
    const german = await translateIn('de', ['admin']);
    expect(nextAttemptText(german, { ...updates, running: true })).toBe('Läuft gerade');
    expect(
      lastAttemptText(german, {
        at: '2026-11-25T09:00:00.000Z',
        outcome: 'failed',
        reason: 'cdn.example answered 404 Not Found',
      }),
    ).toMatch(/^Fehlgeschlagen, .*2026.*: cdn\.example answered 404 Not Found$/);
  });
});
