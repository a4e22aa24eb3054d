import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/messages';
import { translateIn } from '../../i18n/translate-in';
import { alertSettings } from './alert-settings-fixture';
import {
  channelWarning,
  lastDeliveryLine,
  otherDevicesLine,
  testResultLine,
} from './alert-wording';

const utc = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

let t: Translate;
beforeAll(async () => {
  t = await translateIn('en', ['alerts']);
});

describe('a channel’s last delivery', () => {
  it('says when nothing was sent', () => {
    expect(lastDeliveryLine(t, null)).toBe('Nothing sent yet.');
  });

  it('gives the time and the result as one sentence', () => {
    expect(
      lastDeliveryLine(t, { at: '2026-11-25T14:20:00Z', ok: true, detail: 'Delivered' }, utc),
    ).toBe('Last delivery on Nov 25, 2026, 2:20 PM: Delivered.');
    expect(
      lastDeliveryLine(
        t,
        { at: '2026-11-25T14:20:00Z', ok: false, detail: 'The webhook answered 500.' },
        utc,
      ),
    ).toBe('Last delivery on Nov 25, 2026, 2:20 PM: The webhook answered 500.');
  });

  it('does not print an invalid date', () => {
    expect(lastDeliveryLine(t, { at: 'yesterday', ok: true, detail: 'Delivered' })).toBe(
      'Last delivery at an unknown time: Delivered.',
    );
  });
});

describe('a result in the reader’s language', () => {
  it('keeps the full stop a Japanese detail ends with', async () => {
    const ja = await translateIn('ja', ['alerts']);
    expect(testResultLine(ja, { at: '', ok: true, detail: '配信しました。' })).toBe(
      'テストを送信しました：配信しました。',
    );
  });
});

describe('a test’s result', () => {
  it('says whether it went out, and what happened', () => {
    expect(testResultLine(t, { at: '', ok: true, detail: 'Delivered' })).toBe(
      'Test sent: Delivered.',
    );
    expect(testResultLine(t, { at: '', ok: false, detail: 'No answer within 10 seconds' })).toBe(
      'The test failed: No answer within 10 seconds.',
    );
  });
});

describe('a channel that does not deliver', () => {
  it('says nothing while deliveries go through', () => {
    expect(channelWarning(t, 'email', alertSettings())).toBeNull();
  });

  it('says so plainly when it keeps failing', () => {
    const settings = alertSettings({
      email: { enabled: true, last: null, failing: true, mode: 'digest', digestHour: 7 },
    });
    expect(channelWarning(t, 'email', settings)).toMatch(/^E-mails keep failing/);
    expect(channelWarning(t, 'push', settings)).toBeNull();
  });

  it('says a paused webhook is paused, and how to resume it', () => {
    const settings = alertSettings({
      webhook: {
        enabled: true,
        last: null,
        failing: true,
        url: 'https://x.test',
        paused: true,
        listChanges: false,
      },
    });
    expect(channelWarning(t, 'webhook', settings)).toMatch(
      /^Paused: .* Send a test or save its URL again to resume\.$/,
    );
  });
});

describe('the devices line', () => {
  it('names this device, then the others', () => {
    expect(otherDevicesLine(t, true, 0)).toBe('On for this device.');
    expect(otherDevicesLine(t, false, 1)).toBe('Off for this device. Also on 1 other device.');
    expect(otherDevicesLine(t, true, 3)).toBe('On for this device. Also on 3 other devices.');
  });

  it('counts the others by each language’s plural rules', async () => {
    const french = await translateIn('fr', ['alerts']);
    expect(otherDevicesLine(french, false, 1)).toBe(
      'Désactivé sur cet appareil. Également activé sur 1 autre appareil.',
    );
    const japanese = await translateIn('ja', ['alerts']);
    expect(otherDevicesLine(japanese, true, 3)).toBe(
      'このデバイスではオンです。ほかに3台のデバイスでオンです。',
    );
  });
});

describe('a delivery’s time', () => {
  it('is written in the language’s own way', async () => {
    const german = await translateIn('de', ['alerts']);
    const format = new Intl.DateTimeFormat('de', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(
      lastDeliveryLine(
        german,
        { at: '2026-11-25T14:20:00Z', ok: true, detail: 'Delivered' },
        format,
      ),
    ).toBe('Letzte Zustellung am 25.11.2026, 14:20: Delivered.');
  });
});
