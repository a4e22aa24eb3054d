import { describe, expect, it } from 'vitest';
import { alertSettings } from './alert-settings-fixture';
import { anyChannelOn, browserTimeZone, timeZoneChoices, withZoneOnFirstEnable } from './time-zone';

describe('the time zone alerts start in', () => {
  it('is the browser’s own zone', () => {
    expect(browserTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(browserTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
  });

  it('is UTC where the browser names none, or one no one knows', () => {
    expect(browserTimeZone('')).toBe('UTC');
    expect(browserTimeZone('Mars/Olympus_Mons')).toBe('UTC');
  });

  it('reads the browser by default', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is saved with the first channel turned on, and only then', () => {
    const none = alertSettings();
    expect(withZoneOnFirstEnable(none, { email: { enabled: true } }, 'Pacific/Auckland')).toEqual({
      email: { enabled: true },
      timeZone: 'Pacific/Auckland',
    });
    const webhookOn = alertSettings({
      timeZone: 'Europe/Paris',
      webhook: {
        enabled: true,
        last: null,
        failing: false,
        url: 'https://x.test',
        paused: false,
        listChanges: false,
      },
    });
    expect(anyChannelOn(webhookOn)).toBe(true);
    expect(
      withZoneOnFirstEnable(webhookOn, { email: { enabled: true } }, 'Pacific/Auckland'),
    ).toEqual({ email: { enabled: true } });
  });
});

describe('the zones offered', () => {
  it('add the saved and the device’s zones the list leaves out, once each, in order', () => {
    expect(timeZoneChoices(['Europe/Paris', 'Asia/Tokyo'], 'UTC', 'Asia/Tokyo')).toEqual([
      'Asia/Tokyo',
      'Europe/Paris',
      'UTC',
    ]);
  });
});
