import { describe, expect, it } from 'vitest';
import {
  ATTESTATION_BLOCK_MS,
  isThrottled,
  isUsable,
  refreshTime,
  throttleAfterFailure,
  ttlMilliseconds,
} from './attestation-timing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the spec’s constants', () => {
  it('block for 24 hours', () => {
    expect(ATTESTATION_BLOCK_MS).toBe(24 * HOUR);
  });
});

describe('ttlMilliseconds', () => {
  it('reads the hosted duration format', () => {
    expect(ttlMilliseconds('3600s')).toBe(HOUR);
    expect(ttlMilliseconds('1.5s')).toBe(1500);
  });

  it.each(['', '3600', '-5s', '0s', 'PT1H', '1e3s', 's'])('refuses %j', (ttl) => {
    expect(ttlMilliseconds(ttl)).toBeNull();
  });
});

describe('refreshTime', () => {
  it('is halfway through the life plus 5 minutes', () => {
    // One hour: 30 + 5 = 35 minutes, well before 55.
    expect(refreshTime({ token: 't', issuedAt: 0, expiresAt: HOUR })).toBe(35 * MINUTE);
  });

  it('is never later than 5 minutes before expiry', () => {
    // Twelve minutes: halfway plus 5 would be 11; the cap is 7.
    expect(refreshTime({ token: 't', issuedAt: 1000, expiresAt: 1000 + 12 * MINUTE })).toBe(
      1000 + 7 * MINUTE,
    );
  });

  it('is not before the token was issued, however short its life', () => {
    expect(refreshTime({ token: 't', issuedAt: 5000, expiresAt: 5000 + 2 * MINUTE })).toBe(5000);
  });
});

describe('isUsable', () => {
  it('holds until the expiry', () => {
    const token = { token: 't', issuedAt: 0, expiresAt: 100 };
    expect(isUsable(token, 99)).toBe(true);
    expect(isUsable(token, 100)).toBe(false);
    expect(isUsable(null, 0)).toBe(false);
  });
});

describe('throttleAfterFailure', () => {
  it.each([403, 404])('blocks for 24 hours after %i', (status) => {
    const throttle = throttleAfterFailure(status, null, 1000);
    expect(throttle.allowRequestsAfter).toBe(1000 + 24 * HOUR);
    expect(isThrottled(throttle, 1000 + 24 * HOUR - 1)).toBe(true);
    expect(isThrottled(throttle, 1000 + 24 * HOUR)).toBe(false);
  });

  it('backs off from 1 second with factor 2 after other failures', () => {
    let throttle = null;
    const waits: number[] = [];
    for (const status of [500, 0, 503, 401, 429]) {
      throttle = throttleAfterFailure(status, throttle, 10_000);
      waits.push(throttle.allowRequestsAfter - 10_000);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than the block', () => {
    const throttle = throttleAfterFailure(500, { backoffCount: 80, allowRequestsAfter: 0 }, 0);
    expect(throttle.allowRequestsAfter).toBe(24 * HOUR);
  });

  it('lets requests through when there is no throttle', () => {
    expect(isThrottled(null, 0)).toBe(false);
  });
});
