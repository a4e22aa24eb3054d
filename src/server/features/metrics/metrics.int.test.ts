import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN, APP_API_KEY: 'public-key' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const scrape = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a scrape without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Basic abc']) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({
        error: {
          code: 'unauthenticated',
          message: 'Metrics need the token from METRICS_TOKEN in an Authorization: Bearer header.',
        },
      });
    }
  });

  it('counts answers by route template, method and status in Prometheus text', async () => {
    const headers = { 'x-api-key': 'public-key' };
    await testApp.app.inject({ method: 'GET', url: '/api/tmdb-proxy/genre/tv/list', headers });
    await testApp.app.inject({ method: 'GET', url: '/api/tmdb-proxy/genre/movie/list', headers });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(text).toMatch(
      /^http_requests_total\{route="\/api\/tmdb-proxy\/\*",method="GET",status="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{route="\(unmatched\)",method="GET",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/api\/tmdb-proxy\/\*",method="GET"\} 2$/m,
    );
    expect(text).toMatch(/^http_requests_in_flight 1$/m);
    expect(text).toMatch(/^http_requests_held 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_delay_p99_seconds [\d.e-]+$/m);
  });

  it('keeps each app’s counts apart when two run in one process', async () => {
    const other = await createTestApp('sqlite', {
      METRICS_TOKEN: TOKEN,
      APP_API_KEY: 'public-key',
    });
    try {
      const otherText = (
        await other.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(otherText).not.toMatch(/route="\/api\/tmdb-proxy\/\*"/);
      expect((await scrape(`Bearer ${TOKEN}`)).body).toMatch(
        /^http_requests_total\{route="\/api\/tmdb-proxy\/\*",method="GET",status="200"\} 2$/m,
      );
    } finally {
      await other.close();
    }
  });
});

describe('metrics when not configured', () => {
  it('has no endpoint at all', async () => {
    const testApp = await createTestApp('sqlite');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(404);
    await testApp.close();
  });
});
