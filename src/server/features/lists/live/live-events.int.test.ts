import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackedTitle, TrackedTitleKey } from '../../../../shared/tracked-title';
import { buildApp } from '../../../app';
import { openPostgres, type AppDatabase } from '../../../db/connect';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testCatalogueQueryWorker } from '../../../testing/test-workers';
import { DIALECTS } from '../../../testing/test-databases';
import { signUp, withSession, type TestUser } from '../../auth/auth-test-helpers';
import { track } from '../lists-test-helpers';
import { openEventStream, type EventStreamClient, type ReceivedEvent } from './event-stream-client';

const MAL_XML = fs.readFileSync(
  path.join(import.meta.dirname, '../import/fixtures/mal-animelist.xml'),
);

/** The brief's promise: a change reaches other tabs, devices and instances within a second. */
const WITHIN_MS = 1000;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const upsertOf = (id: number) => (event: ReceivedEvent) =>
  event.event === 'upsert' && (JSON.parse(event.data) as TrackedTitle).id === id;

describe.each(DIALECTS)('live list events on %s', (dialect) => {
  let testApp: TestApp;
  let baseUrl: string;
  let user: TestUser;
  const streams: EventStreamClient[] = [];

  beforeEach(async () => {
    testApp = await createTestApp(dialect);
    baseUrl = await listen(testApp.app);
    user = await signUp(testApp.app);
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await testApp.close();
  });

  async function subscribe(token: string, headers: Record<string, string> = {}) {
    const stream = await openEventStream(`${baseUrl}/api/lists/events`, token, headers);
    streams.push(stream);
    await stream.waitFor((event) => event.event === 'ready', WITHIN_MS);
    return stream;
  }

  it('streams unbuffered, uncompressed events that proxies pass straight through', async () => {
    const stream = await subscribe(user.token, { 'accept-encoding': 'gzip, br' });
    const { headers } = stream.response;
    expect(stream.response.status).toBe(200);
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toContain('no-cache');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(stream.received[0]?.data ?? '')).toEqual({ version: 0 });
  });

  it('tells every open tab of the user about a write and a removal', async () => {
    const [firstTab, secondTab] = [await subscribe(user.token), await subscribe(user.token)];
    const written = await track(testApp.app, user.token, 'tv/1535', {
      status: 'watching',
      name: 'Death Note',
      current_episode: 4,
    });
    // The events carry the title's names by kind as the write's answer does (decision 446).
    expect(written.names).toEqual({ romaji: 'Death Note' });
    for (const tab of [firstTab, secondTab]) {
      const event = await tab.waitFor(upsertOf(1535), WITHIN_MS);
      expect(JSON.parse(event.data)).toEqual(written);
      expect(event.id).toBe('1');
    }
    await testApp.app.inject({
      method: 'DELETE',
      url: '/api/lists/tv/1535',
      ...withSession(user.token),
    });
    const removed = await secondTab.waitFor((event) => event.event === 'delete', WITHIN_MS);
    expect(JSON.parse(removed.data)).toEqual({
      media_type: 'tv',
      id: 1535,
    } satisfies TrackedTitleKey);
  });

  it('says nothing about a write that changes nothing, nor about other users', async () => {
    const other = await signUp(testApp.app);
    const mine = await subscribe(user.token);
    const theirs = await subscribe(other.token);
    await track(testApp.app, user.token, 'tv/20', { status: 'dropped' });
    await mine.waitFor(upsertOf(20), WITHIN_MS);
    await track(testApp.app, user.token, 'tv/20', { status: 'dropped' });
    await track(testApp.app, other.token, 'tv/21', { status: 'watching' });
    await theirs.waitFor(upsertOf(21), WITHIN_MS);
    await track(testApp.app, user.token, 'tv/22', { status: 'watching' });
    await mine.waitFor(upsertOf(22), WITHIN_MS);
    expect(mine.received.map((event) => event.event)).toEqual(['ready', 'upsert', 'upsert']);
    expect(theirs.received.map((event) => event.event)).toEqual(['ready', 'upsert']);
  });

  it('asks a reconnecting client that missed changes to reload', async () => {
    await track(testApp.app, user.token, 'tv/20', { status: 'dropped' });
    await track(testApp.app, user.token, 'tv/21', { status: 'dropped' });
    const behind = await subscribe(user.token, { 'last-event-id': '1' });
    await behind.waitFor((event) => event.event === 'resync', WITHIN_MS);
    const current = await subscribe(user.token, { 'last-event-id': '2' });
    expect(current.received.map((event) => event.event)).toEqual(['ready']);
  });

  it('announces an import’s titles as one batch of upserts', async () => {
    const stream = await subscribe(user.token);
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/lists/import?format=mal',
      headers: { 'content-type': 'application/xml' },
      payload: MAL_XML,
      ...withSession(user.token),
    });
    expect(imported.statusCode).toBe(200);
    const ids = [20, 1535, 5114, 16498, 32281, 52991];
    for (const id of ids) await stream.waitFor(upsertOf(id), WITHIN_MS);
    const upserts = stream.received.filter((event) => event.event === 'upsert');
    expect(upserts).toHaveLength(ids.length);
    expect(new Set(upserts.map((event) => event.id))).toEqual(new Set(['1']));
  });

  it('needs a session', async () => {
    const response = await fetch(`${baseUrl}/api/lists/events`);
    expect(response.status).toBe(401);
  });

  it('ends open streams when the server shuts down', async () => {
    const stream = await subscribe(user.token);
    await testApp.app.close();
    await stream.ended;
    expect(stream.received.at(-1)?.event).toBe('ready');
  });
});

describe('live list events across two instances on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: AppDatabase;
  let second: FastifyInstance;
  let stream: EventStreamClient | undefined;

  beforeEach(async () => {
    first = await createTestApp('postgres');
    const { postgresUrl, postgresSchema } = first.database.location;
    if (!postgresUrl || !postgresSchema) throw new Error('expected a PostgreSQL test database');
    secondDatabase = openPostgres({ url: postgresUrl, poolSize: 3, schema: postgresSchema });
    second = await buildApp({
      config: first.config,
      database: secondDatabase,
      catalogueQueryWorkerFile: testCatalogueQueryWorker,
    });
  });
  afterEach(async () => {
    stream?.close();
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('shows a write made through one instance on the other’s stream', async () => {
    const user = await signUp(first.app);
    const secondUrl = await listen(second);
    stream = await openEventStream(`${secondUrl}/api/lists/events`, user.token);
    await stream.waitFor((event) => event.event === 'ready', WITHIN_MS);

    const written = await track(first.app, user.token, 'tv/5114', {
      status: 'completed',
      current_episode: 64,
    });
    const event = await stream.waitFor(upsertOf(5114), WITHIN_MS);
    expect(JSON.parse(event.data)).toEqual(written);
  });

  it('carries many writes made at once to the other instance, every one of them', async () => {
    const user = await signUp(first.app);
    const heard = await openEventStream(`${await listen(second)}/api/lists/events`, user.token);
    stream = heard;
    await heard.waitFor((event) => event.event === 'ready', WITHIN_MS);

    const ids = Array.from({ length: 30 }, (_, index) => 1000 + index);
    // Announced while others are on their way, they travel together (decision 245).
    await Promise.all(
      ids.map((id) => track(first.app, user.token, `tv/${id}`, { status: 'watching' })),
    );
    await Promise.all(ids.map((id) => heard.waitFor(upsertOf(id), WITHIN_MS)));
    expect(heard.received.filter((event) => event.event === 'resync')).toEqual([]);
  });
});

describe('the PostgreSQL change feed', () => {
  let testApp: TestApp;
  let stream: EventStreamClient | undefined;

  beforeEach(async () => {
    testApp = await createTestApp('postgres');
  });
  afterEach(async () => {
    stream?.close();
    await testApp.close();
  });

  it('reconnects after losing its connection, and tells streams to resync', async () => {
    const user = await signUp(testApp.app);
    stream = await openEventStream(`${await listen(testApp.app)}/api/lists/events`, user.token);
    await stream.waitFor((event) => event.event === 'ready', WITHIN_MS);

    const channel = `tsuzuki_lists_${testApp.database.location.postgresSchema ?? ''}`;
    const killed = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where query = ${`LISTEN "${channel}"`}`.execute(testApp.database.db);
    expect(killed.rows).toEqual([{ killed: true }]);

    // The first retry comes a second after the loss.
    await stream.waitFor((event) => event.event === 'resync', 5000);
    await track(testApp.app, user.token, 'tv/1535', { status: 'watching' });
    await stream.waitFor(upsertOf(1535), WITHIN_MS);
  });
});
