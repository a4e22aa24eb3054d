import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('request ids', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const logEntriesOf = (requestId: string) =>
    testApp.logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === requestId);

  it('honours a sane X-Request-Id in the answer, the error body and every log line', async () => {
    const requestId = 'trace-0af7651916cd43dd';
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tmdb-proxy/nowhere',
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(response.json()).toMatchObject({ error: { code: 'not-found', requestId } });
    expect(logEntriesOf(requestId).map((entry) => entry.msg)).toContain('request completed');
  });

  it('replaces an unsafe X-Request-Id and quotes the replacement everywhere', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'evil"}\u2028{"level":60', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toMatchObject({ error: { requestId } });
    expect(logEntriesOf(String(requestId)).length).toBeGreaterThan(0);
    expect(testApp.logLines.join('\n')).not.toContain('evil');
  });
});
