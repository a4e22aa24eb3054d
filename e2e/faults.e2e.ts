import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_STATUSES } from '../src/shared/tracked-title';
import { startFakeTmdb, type FakeTmdb } from '../src/server/testing/fakes/fake-tmdb';
import { startCuttableProxy } from '../src/server/testing/cuttable-proxy';
import { startTestPostgres } from '../src/server/testing/postgres-server';
import { startServer } from './support/server';
import { signUpThroughApi } from './support/signed-up';
import { createThrowawayDatabase } from './support/throwaway-postgres';

const WRITERS = 16;
/** Acknowledged writes before the kill; the writers keep going until it lands. */
const KILL_AFTER_WRITES = 300;

/** Every field of a write follows from its title id, so a torn row shows as a mismatch. */
function writeFor(id: number) {
  return {
    status: LIST_STATUSES[id % LIST_STATUSES.length],
    current_season: 1 + (id % 7),
    current_episode: id % 97,
    name: `Title number ${id}`,
  };
}

interface ListItem {
  id: number;
  status: string;
  current_season: number;
  current_episode: number;
  name: string;
}

async function everyItem(baseUrl: string, cookie: string): Promise<ListItem[]> {
  const items: ListItem[] = [];
  let cursor: string | null = null;
  do {
    const response: Response = await fetch(
      `${baseUrl}/api/lists?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { cookie } },
    );
    if (response.status !== 200) throw new Error(`list read failed: ${response.status}`);
    const page = (await response.json()) as { items: ListItem[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe.each(['sqlite', 'postgres'] as const)('SIGKILL during a write load (%s)', (dialect) => {
  let dataDir: string;
  let environment: Record<string, string> = {};
  let dropDatabase: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-kill-'));
    if (dialect === 'postgres') {
      // The machine's PostgreSQL at TEST_DATABASE_URL, or a throw-away cluster started here.
      const postgres = await startTestPostgres();
      const database = await createThrowawayDatabase('kill', postgres.url);
      environment = { DATABASE_URL: database.url };
      dropDatabase = async () => {
        await database.drop();
        postgres.stop();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, whole, after a restart', async () => {
    const server = await startServer(environment, { dataDir });
    const { cookie } = await signUpThroughApi(server.baseUrl, 'killed');
    const acknowledged = new Set<number>();
    let nextId = 1;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const id = nextId++;
        try {
          const response = await fetch(`${server.baseUrl}/api/lists/tv/${id}`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(writeFor(id)),
          });
          if (response.status === 200 || response.status === 201) acknowledged.add(id);
        } catch {
          // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    // Kill once the load is well under way, however busy the machine is.
    const deadline = Date.now() + 30_000;
    while (acknowledged.size < KILL_AFTER_WRITES && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await server.stop('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_WRITES);

    const restarted = await startServer(environment, { dataDir });
    try {
      const items = await everyItem(restarted.baseUrl, cookie);
      const present = new Map(items.map((item) => [item.id, item]));
      const lost = [...acknowledged].filter((id) => !present.has(id));
      expect(lost, `acknowledged writes missing after the restart`).toEqual([]);
      for (const item of items) {
        expect(item.id).toBeLessThan(nextId);
        expect(item, `title ${item.id} is half-written`).toMatchObject(writeFor(item.id));
      }
    } finally {
      await restarted.stop();
    }
  });
});

describe('SIGTERM during traffic', () => {
  let tmdb: FakeTmdb;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: 'fault-key' });
  });
  afterAll(async () => {
    await tmdb.close();
  });

  it('finishes the requests in flight, refuses new ones and exits cleanly', async () => {
    const server = await startServer({
      TMDB_API_KEY: 'fault-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      LOG_LEVEL: 'info',
    });
    const ids = [209867, 95479, 37854, 1429];
    tmdb.script(...ids.map((id) => ({ pathIncludes: `tv/${id}`, delayMs: 1500 })));
    const inFlight = ids.map((id) => fetch(`${server.baseUrl}/api/tmdb-proxy/tv/${id}`));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
  });
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 while it is away and recovers by itself, without the process crashing', async () => {
    const postgres = await startTestPostgres();
    const database = await createThrowawayDatabase('outage', postgres.url);
    const direct = new URL(database.url);
    const proxy = await startCuttableProxy({
      host: direct.hostname,
      port: Number(direct.port || 5432),
    });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const server = await startServer({ DATABASE_URL: proxied.toString() });
    try {
      const { cookie } = await signUpThroughApi(server.baseUrl, 'outage');
      const seen = new Map<string, number>();
      let running = true;
      let nextId = 1;
      const client = async () => {
        while (running) {
          const id = nextId++;
          const answers = await Promise.all([
            fetch(`${server.baseUrl}/api/lists`, { headers: { cookie } }),
            fetch(`${server.baseUrl}/api/lists/tv/${id}`, {
              method: 'PUT',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ status: 'watching' }),
            }),
          ]).then(
            (responses) => responses.map((response) => String(response.status)),
            (error: unknown) => [`network: ${String(error)}`],
          );
          for (const answer of answers) seen.set(answer, (seen.get(answer) ?? 0) + 1);
        }
      };
      const clients = Array.from({ length: 8 }, client);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      running = false;
      await Promise.all(clients);

      const statuses = [...seen.keys()].sort();
      expect(statuses.filter((status) => !['200', '201', '503'].includes(status))).toEqual([]);
      expect(statuses).toContain('503');
      const after = await fetch(`${server.baseUrl}/api/lists`, { headers: { cookie } });
      expect(after.status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      expect(await server.stop(), server.output()).toBe(0);
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
      postgres.stop();
    }
  });
});
