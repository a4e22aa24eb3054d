import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';

interface Manifest {
  id: string;
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

const PUBLIC_DIR = path.resolve('src/client/public');

describe.each(DIALECTS)('the web app manifest on %s', (dialect) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
  });

  async function manifest(environment: Record<string, string> = {}) {
    testApp = await createTestApp(dialect, environment);
    const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    return response.json<Manifest>();
  }

  it('makes the app installable: name, standalone, the lists as start, icons that exist', async () => {
    const body = await manifest();
    expect(body).toMatchObject({
      id: '/',
      name: 'Tsuzuki',
      start_url: '/mylists',
      display: 'standalone',
    });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of body.icons) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, icon.src))).toBe(true);
    }
  });

  it('carries the instance APP_ID in its id', async () => {
    expect((await manifest({ APP_ID: '1:42:web:abc' })).id).toBe('/?app=1%3A42%3Aweb%3Aabc');
  });
});
