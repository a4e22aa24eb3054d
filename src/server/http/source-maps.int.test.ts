import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('the web client’s source maps', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-maps-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Tsuzuki</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1.js.map'), '{"sources":["secret.ts"]}');
  });
  afterEach(async () => {
    await testApp.close();
  });
  afterAll(() => {
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('are not served unless the operator opts in', async () => {
    testApp = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
    const map = await testApp.app.inject({ url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await testApp.app.inject({ url: '/assets/app-1.js' })).body).toBe('console.log(1)');
  });

  it('are served with SERVE_SOURCE_MAPS=true', async () => {
    testApp = await createTestApp('sqlite', { CLIENT_DIR: clientDir, SERVE_SOURCE_MAPS: 'true' });
    const map = await testApp.app.inject({ url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});
