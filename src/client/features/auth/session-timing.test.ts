import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_MS, VERIFICATION_POLL_MS, refreshDelay } from './session-timing';

const MINUTE = 60_000;

describe('refreshDelay', () => {
  it('is 5 minutes before the expiry', () => {
    expect(refreshDelay(60 * MINUTE, 0)).toBe(55 * MINUTE);
    expect(refreshDelay(10 * MINUTE, 4 * MINUTE)).toBe(MINUTE);
  });

  it('is now when less than 5 minutes are left, or the session has expired', () => {
    expect(refreshDelay(10 * MINUTE, 6 * MINUTE)).toBe(0);
    expect(refreshDelay(10 * MINUTE, 20 * MINUTE)).toBe(0);
  });
});

describe('the verification banner’s constants', () => {
  it('poll every 3 seconds and rest Resend for 2', () => {
    expect(VERIFICATION_POLL_MS).toBe(3000);
    expect(RESEND_COOLDOWN_MS).toBe(2000);
  });
});
