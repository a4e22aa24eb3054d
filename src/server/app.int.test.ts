import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../build/precompress';
import { createTestApp, type TestApp } from './testing/test-app';
import { DIALECTS } from './testing/test-databases';

describe.each(DIALECTS)('health on %s', (dialect) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  it('reports ok when the database answers', async () => {
    testApp = await createTestApp(dialect);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('answers 503 with a clear message when the database is gone', async () => {
    testApp = await createTestApp(dialect);
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    testApp.database.close = () => Promise.resolve();
  });
});

describe('HTTP foundation', () => {
  let testApp: TestApp;
  let clientDir: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Tsuzuki</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), bigScript);
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'start-def456.js'), bigScript);
    await precompressFiles(path.join(clientDir, 'assets'));
    fs.rmSync(path.join(clientDir, 'assets', 'index-abc123.js.br'));
    fs.rmSync(path.join(clientDir, 'assets', 'index-abc123.js.gz'));
    testApp = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers unknown API paths with a JSON 404 naming the path', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      error: { code: 'not-found', message: 'No API endpoint at POST /api/does-not-exist' },
    });
  });

  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/mylists', '/anime/tv/123?q=abc']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tsuzuki</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files instead of the app page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses path traversal out of the client folder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await testApp.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });

  it('compresses responses when the client accepts it', async () => {
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it('sends the build’s compressed copies as they are, and the file itself to who takes neither', async () => {
    const asset = (encoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/start-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const file = (suffix: string) =>
      fs.readFileSync(path.join(clientDir, 'assets', `start-def456.js${suffix}`));
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(file('.br'))).toBe(true);
    expect((await asset('gzip')).rawPayload.equals(file('.gz'))).toBe(true);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('sends security headers with a strict script policy and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hands the browser the public settings only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>()).sort()).toEqual(
      [
        'apiKey',
        'appId',
        'authDomain',
        'botCheckSiteKey',
        'mailDelivery',
        'pictures',
        'projectId',
      ].sort(),
    );
  });
});

describe('with APP_API_KEY set', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { APP_API_KEY: 'public-client-id' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses API calls without the key and accepts them with it', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/auth/ways' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'invalid-api-key' } });
    const wrong = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/ways',
      headers: { 'x-api-key': 'public-client-iX' },
    });
    expect(wrong.statusCode).toBe(401);
    const accepted = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/ways',
      headers: { 'x-api-key': 'public-client-id' },
    });
    expect(accepted.statusCode).toBe(200);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/anything' });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves health, the public settings and calendar feeds open, and hands over the key', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const feed = await testApp.app.inject({
      method: 'GET',
      url: '/api/calendar/unknown-token.ics',
    });
    expect(feed.statusCode).toBe(404);
    expect(feed.json()).not.toMatchObject({ error: { code: 'invalid-api-key' } });
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ apiKey: 'public-client-id' });
  });
});
