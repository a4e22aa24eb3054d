import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertTestResponse } from '../../shared/alerts-api';
import type { ApiErrorBody } from '../../shared/api-error';
import {
  OUTBOUND_AT_ONCE,
  TESTS_MESSAGE,
  TESTS_PER_MINUTE,
} from '../features/alerts/outbound-calls';
import { signUp, withSession, type TestUser } from '../features/auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A webhook target counting what reaches it; `silent` never answers, `slow` after 300 ms. */
async function target(mode: 'silent' | 'slow') {
  let open = 0;
  const seen = { posts: 0, mostOpen: 0 };
  const server = http.createServer((request, response) => {
    seen.posts += 1;
    open += 1;
    seen.mostOpen = Math.max(seen.mostOpen, open);
    request.on('close', () => (open -= 1));
    request.resume();
    if (mode === 'slow') setTimeout(() => response.writeHead(204).end(), 300);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, seen, close };
}

/** Issue 33 finding 3: "Send a test" pressed 100 times, and against a target that never answers. */
describe('webhook and push tests in a flood', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { ALLOW_PRIVATE_WEBHOOKS: 'true' });
  });
  afterAll(async () => testApp.close());

  async function hooked(url: string): Promise<TestUser> {
    const user = await signUp(testApp.app);
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { webhook: { enabled: true, url } },
      ...withSession(user.token),
    });
    expect(saved.statusCode).toBe(200);
    return user;
  }
  const pressTest = (user: TestUser) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/alerts/test',
      payload: { channel: 'webhook' },
      ...withSession(user.token),
    });

  it('shares one post among presses while it runs, and answers 429 past 5 a minute', async () => {
    const slow = await target('slow');
    try {
      const user = await hooked(slow.url);
      const together = await Promise.all(Array.from({ length: 100 }, () => pressTest(user)));
      expect(together.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(slow.seen.posts).toBe(1);
      const statuses: number[] = [];
      for (let press = 1; press < TESTS_PER_MINUTE + 3; press += 1) {
        const answer = await pressTest(user);
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) {
          expect(answer.headers['retry-after']).toMatch(/^\d+$/);
          expect(answer.json<ApiErrorBody>().error.message).toBe(TESTS_MESSAGE);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(TESTS_PER_MINUTE - 1);
      expect(statuses.slice(TESTS_PER_MINUTE - 1).every((status) => status === 429)).toBe(true);
      expect(slow.seen.posts).toBe(TESTS_PER_MINUTE);
    } finally {
      await slow.close();
    }
  });

  it('holds at most the cap of sockets to a target that never answers, then backs off', async () => {
    const silent = await target('silent');
    try {
      const users = await Promise.all(Array.from({ length: 30 }, () => hooked(silent.url)));
      const answers = await Promise.all(users.map((user) => pressTest(user)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(silent.seen.mostOpen).toBeLessThanOrEqual(OUTBOUND_AT_ONCE);
      expect(silent.seen.posts).toBeLessThanOrEqual(OUTBOUND_AT_ONCE);
      const details = answers.map((answer) => answer.json<AlertTestResponse>().detail);
      expect(details).toContain(
        'The address failed just before; it is tried again in a little while',
      );
    } finally {
      await silent.close();
    }
  }, 40_000);
});
