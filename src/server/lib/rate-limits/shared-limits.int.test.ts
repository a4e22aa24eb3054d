import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type AppDatabase } from '../../db/connect';
import { signInAs, signUp, uniqueEmail } from '../../features/auth/auth-test-helpers';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { underSchemaLock } from '../../db/schema-lock';

/** Two instances behind one proxy: two apps on one PostgreSQL database (decision 200). */
describe('rate limits shared by two instances on one PostgreSQL database', () => {
  const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
  let first: TestApp;
  let secondDatabase: AppDatabase;
  let second: FastifyInstance;
  let both: FastifyInstance[];

  beforeEach(async () => {
    first = await createTestApp('postgres', { CATALOGUE_CALLS_PER_MINUTE_PER_IP: '40' }, { clock });
    const { postgresUrl, postgresSchema } = first.database.location;
    if (!postgresUrl || !postgresSchema) throw new Error('expected a PostgreSQL test database');
    secondDatabase = openPostgres({ url: postgresUrl, poolSize: 3, schema: postgresSchema });
    second = await buildApp({
      config: first.config,
      database: secondDatabase,
      clock,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    });
    both = [first.app, second];
  });
  afterEach(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  const requestReset = (app: FastifyInstance, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress: '10.3.0.1',
      payload: { email },
    });
  const browse = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: '/api/tmdb-proxy/genre/tv/list',
      remoteAddress: '10.3.0.2',
    });

  it('refuses the sixth failed sign-in for an address, whichever instance saw the five', async () => {
    const user = await signUp(first.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await signInAs(both[attempt % 2] as FastifyInstance, user.email, 'wrong-1');
      expect(answer.statusCode).toBe(400);
    }
    for (const app of both) {
      const refused = await signInAs(app, user.email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    }
  });

  it('counts attempts on one count: three reset mails an hour, spread over both', async () => {
    const user = await signUp(first.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await requestReset(both[attempt % 2] as FastifyInstance, user.email)).statusCode,
      ).toBe(204);
    }
    for (const app of both) expect((await requestReset(app, user.email)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    expect((await requestReset(second, user.email)).statusCode).toBe(204);
  });

  it('keeps anonymous catalogue calls to their limit across both, counted in batches', async () => {
    let allowed = 0;
    for (let call = 0; call < 80; call += 1) {
      if ((await browse(both[call % 2] as FastifyInstance)).statusCode === 200) allowed += 1;
    }
    expect(allowed).toBe(40);
  });

  it('counts in each instance’s own memory while the shared count cannot be reached', async () => {
    // Other files' migrations read every schema's tables: drop it as one of them would.
    await underSchemaLock(first.database, () =>
      sql`drop table rate_limits`.execute(first.database.db),
    );
    const email = uniqueEmail('away');
    for (const app of both) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await requestReset(app, email)).statusCode).toBe(404);
      }
      expect((await requestReset(app, email)).statusCode).toBe(429);
    }
  });
});
