import { describe, expect, it } from 'vitest';
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

describe('a channel’s last delivery', () => {
  it('says when nothing was sent', () => {
    expect(lastDeliveryLine(null)).toBe('Nothing sent yet.');
  });

  it('gives the time and the result as one sentence', () => {
    expect(
      lastDeliveryLine({ at: '2026-11-25T14:20:00Z', ok: true, detail: 'Delivered' }, utc),
    ).toBe('Last delivery on Nov 25, 2026, 2:20 PM: Delivered.');
    expect(
      lastDeliveryLine(
        { at: '2026-11-25T14:20:00Z', ok: false, detail: 'The webhook answered 500.' },
        utc,
      ),
    ).toBe('Last delivery on Nov 25, 2026, 2:20 PM: The webhook answered 500.');
  });

  it('does not print an invalid date', () => {
    expect(lastDeliveryLine({ at: 'yesterday', ok: true, detail: 'Delivered' })).toBe(
      'Last delivery at an unknown time: Delivered.',
    );
  });
});

describe('a test’s result', () => {
  it('says whether it went out, and what happened', () => {
    expect(testResultLine({ at: '', ok: true, detail: 'Delivered' })).toBe('Test sent: Delivered.');
    expect(testResultLine({ at: '', ok: false, detail: 'No answer within 10 seconds' })).toBe(
      'The test failed: No answer within 10 seconds.',
    );
  });
});

describe('a channel that does not deliver', () => {
  it('says nothing while deliveries go through', () => {
    expect(channelWarning('email', alertSettings())).toBeNull();
  });

  it('says so plainly when it keeps failing', () => {
    const settings = alertSettings({
      email: { enabled: true, last: null, failing: true, mode: 'digest', digestHour: 7 },
    });
    expect(channelWarning('email', settings)).toMatch(/^E-mails keep failing/);
    expect(channelWarning('push', settings)).toBeNull();
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
    expect(channelWarning('webhook', settings)).toMatch(
      /^Paused: .* Send a test or save its URL again to resume\.$/,
    );
  });
});

describe('the devices line', () => {
  it('names this device, then the others', () => {
    expect(otherDevicesLine(true, 0)).toBe('On for this device.');
    expect(otherDevicesLine(false, 1)).toBe('Off for this device. Also on 1 other device.');
    expect(otherDevicesLine(true, 3)).toBe('On for this device. Also on 3 other devices.');
  });
});
