import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { withSession } from '../features/auth/auth-test-helpers';
import { DIALECTS } from '../testing/test-databases';
import { withSignedInApp, type SignedInApp } from '../testing/signed-in-app';

/**
 * Issue 33 finding 9: webhook and push addresses in documentation, benchmarking and other
 * special-purpose ranges, bare or wrapped in IPv6 (IPv4-compatible, IPv4-mapped, 6to4, Teredo).
 */
const REFUSED = [
  'http://192.0.2.2:9/',
  'http://198.51.100.7/hook',
  'http://203.0.113.9/hook',
  'http://198.18.0.1/hook',
  'http://[::127.0.0.1]/hook',
  'http://[::7f00:1]/hook',
  'http://[::ffff:192.0.2.2]/hook',
  'http://[2002:7f00:1::]/hook',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
  'http://[64:ff9b::a9fe:a9fe]/hook',
];

describe.each(DIALECTS)('special-purpose webhook addresses on %s', (dialect) => {
  let started: SignedInApp;
  withSignedInApp(dialect, (app) => {
    started = app;
  });

  it('refuses each one when saved as a webhook or a push endpoint', async () => {
    const { testApp, user } = started;
    for (const url of REFUSED) {
      const saved = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/alerts',
        payload: { webhook: { enabled: true, url } },
        ...withSession(user.token),
      });
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json<ApiErrorBody>().error.message).toMatch(/must be a public address/);
      const subscribed = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/push-subscriptions',
        payload: {
          endpoint: url,
          expirationTime: null,
          keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
        },
        ...withSession(user.token),
      });
      expect(subscribed.statusCode, url).toBe(400);
      expect(subscribed.json<ApiErrorBody>().error.message).toMatch(/must be a public address/);
    }
  });
});
