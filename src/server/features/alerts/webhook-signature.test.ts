import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeaders } from './webhook-signature';

describe('webhook signatures', () => {
  it('sign the timestamp and the raw body with HMAC-SHA256, as the README tells receivers', () => {
    // Computed apart: printf '1764460800.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(signatureHeaders('whsec_test', '{"a":1}', 1_764_460_800_123)).toEqual({
      'X-Tsuzuki-Signature':
        'sha256=064c48a989f9709708c34b3a902edb65444710c449137717201dfc019aa21617',
      'X-Tsuzuki-Timestamp': '1764460800',
    });
  });

  it('change with the body, the time and the secret', () => {
    const base = signatureHeaders('whsec_a', 'body', 1000_000);
    expect(signatureHeaders('whsec_a', 'body ', 1000_000)).not.toEqual(base);
    expect(signatureHeaders('whsec_a', 'body', 2000_000)).not.toEqual(base);
    expect(signatureHeaders('whsec_b', 'body', 1000_000)).not.toEqual(base);
  });

  it('make secrets that differ, with their prefix', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});
