import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { createTestApp, type TestApp } from '../testing/test-app';

const TOO_DEEP = 'The request body nests JSON more than 64 levels deep.';

describe('deeply nested JSON bodies (S-17)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // AniList on, at an address nobody answers: the body is refused before any call goes out.
    testApp = await createTestApp('sqlite', {
      ANILIST_ENABLED: 'true',
      ANILIST_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 with a clear message where the nesting once overflowed the stack', async () => {
    for (const depth of [65, 5000, 7000]) {
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const response = await post('/api/anilist', `{"query":"x","variables":{"a":${nested}}}`);
      expect(response.statusCode, String(depth)).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'invalid-argument',
        message: TOO_DEEP,
      });
    }
  });

  it('answers 400 on every route, for arrays and objects alike', async () => {
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/password-reset']) {
      for (const [open, close] of [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const) {
        const response = await post(url, `${open.repeat(100_000)}1${close.repeat(100_000)}`);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<ApiErrorBody>().error.message, url).toBe(TOO_DEEP);
      }
    }
  });

  it('still reads ordinary bodies and refuses prototype poisoning', async () => {
    const login = await post('/api/auth/login', '{"email":"a@example.com","password":"x"}');
    expect(login.statusCode).toBe(400);
    expect(login.json<ApiErrorBody>().error.code).toBe('invalid-credential');
    const poisoned = await post('/api/auth/login', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    const broken = await post('/api/auth/login', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiErrorBody>().error.code).toBe('invalid-argument');
  });
});
