import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type AppDatabase } from '../db/connect';
import { signUp, withSession, type TestUser } from '../features/auth/auth-test-helpers';
import { track } from '../features/lists/lists-test-helpers';
import { startCuttableProxy, type CuttableProxy } from '../testing/cuttable-proxy';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { testCatalogueQueryWorker } from '../testing/test-workers';

/** The app on a PostgreSQL schema reached through a proxy the test can cut. */
describe('PostgreSQL outage', () => {
  let schemaOwner: TestDatabase;
  let proxy: CuttableProxy;
  let database: AppDatabase;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    schemaOwner = await createTestDatabase('postgres');
    const { postgresUrl = '', postgresSchema } = schemaOwner.location;
    const direct = new URL(postgresUrl);
    proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(postgresUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = openPostgres({ url: proxied.toString(), poolSize: 4, schema: postgresSchema });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent-client-build',
      CATALOGUE_FILE: inject('catalogueFile'),
      DATABASE_URL: proxied.toString(),
    });
    app = await buildApp({
      config,
      database,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      catalogueQueryWorkerFile: testCatalogueQueryWorker,
    });
    await app.ready();
    user = await signUp(app);
    await track(app, user.token, 'tv/7', { status: 'watching', name: 'Before the outage' });
  });
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    await schemaOwner.destroy();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, ...withSession(user.token) });

  it('answers 503 with a clear message while the database is away, then recovers by itself', async () => {
    proxy.cut();
    const started = Date.now();
    const probes = await Promise.all([
      get('/api/health'),
      get('/api/ready'),
      get('/api/lists'),
      get('/api/users/me'),
      app.inject({
        method: 'PUT',
        url: '/api/lists/tv/8',
        payload: { status: 'completed' },
        ...withSession(user.token),
      }),
    ]);
    for (const probe of probes) {
      expect(probe.statusCode, probe.body).toBe(503);
      const { error } = probe.json<ApiErrorBody>();
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/database/i);
      expect(error.requestId).toBeTruthy();
    }
    expect(probes[2]?.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(8000);
    // The offline catalogue needs no database and keeps answering.
    expect((await get('/api/tmdb-proxy/genre/tv/list')).statusCode).toBe(200);

    proxy.restore();
    const deadline = Date.now() + 10_000;
    let lists = await get('/api/lists');
    while (lists.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      lists = await get('/api/lists');
    }
    expect(lists.statusCode).toBe(200);
    expect(lists.body).toContain('Before the outage');
    await track(app, user.token, 'tv/9', { status: 'watching', name: 'After the outage' });
    expect((await get('/api/ready')).statusCode).toBe(200);
  });
});
