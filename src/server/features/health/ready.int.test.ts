import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';

describe.each(DIALECTS)('readiness on %s', (dialect) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  it('is ready when the database answers and the catalogue is loaded', async () => {
    testApp = await createTestApp(dialect);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', database: dialect, catalogue: 'offline' });
  });

  it('answers 503 with a clear message while the database is gone', async () => {
    testApp = await createTestApp(dialect);
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    testApp.database.close = () => Promise.resolve();
  });
});

describe('readiness without a catalogue', () => {
  let testApp: TestApp;
  let dir: string;
  afterEach(async () => {
    await testApp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while the catalogue has no titles', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-ready-'));
    const catalogueFile = path.join(dir, 'catalogue.db');
    fs.copyFileSync(inject('catalogueFile'), catalogueFile);
    testApp = await createTestApp('sqlite', { CATALOGUE_FILE: catalogueFile });
    const writer = new SQLite(catalogueFile);
    writer.pragma('foreign_keys = OFF');
    writer.exec('delete from titles');
    writer.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'unavailable', message: 'The catalogue is not loaded.' },
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
