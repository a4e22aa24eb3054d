import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminCatalogueSchema } from '../../../../shared/admin-catalogue';
import { japanDate } from '../../../../shared/broadcast-schedule';
import { localCalendarDate } from '../../../../shared/calendar-date';
import type { CatalogueListItem, Paged } from '../../../../shared/catalogue-types';
import { upcomingParams } from '../../../../shared/discover-queries';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { bundleUpdateWorker } from '../../../testing/update-worker';
import { createUserWithId, withSession } from '../../auth/auth-test-helpers';
import { infoFileOf } from '../offline/build/saved-schedules';
import { BUILDS_A_CATALOGUE_MS } from '../offline/test-catalogues';
import type { CatalogueUpdater } from './catalogue-updater';
import { NEW_SHOW, newerSchedules } from './test-schedules';

const DAY_MS = 86_400_000;
const ADMIN_ID = 'admin-0000000000000000000000';
const ETAG = '"schedules-v2"';
/** Small limits, so the huge and the slow answers fail in a test's time. */
const LIMITS = { timeoutMs: 5_000, stallMs: 400, maxBytes: 16 * 1_048_576, firstRunDelayMs: 0 };

type Mode = 'good' | 'missing' | 'garbage' | 'truncated' | 'huge' | 'slow' | 'server-error';

/** A local stand-in for the CDN, answering the way it is told to. */
async function startSchedulesServer(good: Buffer) {
  let mode: Mode = 'good';
  const conditional: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    conditional.push(request.headers['if-none-match']);
    switch (mode) {
      case 'good':
        if (request.headers['if-none-match'] === ETAG) {
          response.writeHead(304, { etag: ETAG }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json', etag: ETAG }).end(good);
        return;
      case 'missing':
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      case 'server-error':
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Unavailable');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      case 'truncated':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(good.subarray(0, Math.floor(good.length / 2)));
        return;
      case 'huge': {
        // Streamed with no length given, so only counting the bytes can stop it.
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(1_048_576, 0x20);
        const send = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once('drain', send);
        };
        send();
        return;
      }
      case 'slow':
        // Begins the answer, then sends nothing more.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"siteMeta":');
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/dist/data.json`,
    conditional,
    answer: (next: Mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on, for a restart without internet. */
async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/dist/data.json`;
}

interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;
const updateLines = (testApp: TestApp): LogLine[] =>
  testApp.logLines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg.startsWith('catalogue'));

let dataDir: string;
let catalogueFile: string;
let worker: Awaited<ReturnType<typeof bundleUpdateWorker>>;
let schedules: Awaited<ReturnType<typeof startSchedulesServer>>;

async function startApp(url: string) {
  let updater: CatalogueUpdater | undefined;
  const testApp = await createTestApp(
    'sqlite',
    {
      DATA_DIR: dataDir,
      CATALOGUE_FILE: catalogueFile,
      CATALOGUE_UPDATE_URL: url,
      ADMIN_USER_ID: ADMIN_ID,
      LOG_LEVEL: 'info',
    },
    {
      catalogueUpdates: {
        workerFile: worker.file,
        limits: LIMITS,
        onUpdater: (created) => (updater = created),
      },
    },
  );
  if (!updater) throw new Error('the updater was not created');
  return { testApp, updater };
}

async function search(testApp: TestApp, query: string): Promise<CatalogueListItem[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tmdb-proxy/search/multi?query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Paged<CatalogueListItem>>().results;
}

/** Coming Soon's discover query over next week, every page of it. */
async function comingNextWeek(testApp: TestApp): Promise<number[]> {
  const now = new Date();
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const parameters = {
      ...upcomingParams({ today: localCalendarDate(now), days: 14, page }),
      'air_date.gte': japanDate(now.getTime() + 6 * DAY_MS),
      'air_date.lte': japanDate(now.getTime() + 9 * DAY_MS),
    };
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tmdb-proxy/discover/tv?${new URLSearchParams(parameters).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Paged<CatalogueListItem>>();
    ids.push(...body.results.map((item) => item.id));
    if (page >= body.total_pages) return ids;
  }
}

async function adminView(testApp: TestApp) {
  const admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/catalogue',
    ...withSession(admin.token),
  });
  expect(response.statusCode).toBe(200);
  return adminCatalogueSchema.parse(response.json());
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-updates-'));
  catalogueFile = path.join(dataDir, 'catalogue.db');
  // A copy: the updater replaces its catalogue, and other suites share the original.
  fs.copyFileSync(inject('catalogueFile'), catalogueFile);
  [worker, schedules] = await Promise.all([
    bundleUpdateWorker(),
    startSchedulesServer(newerSchedules(Date.now())),
  ]);
});
afterAll(async () => {
  await schedules.close();
  worker.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the catalogue updater against a local server', () => {
  let testApp: TestApp;
  let updater: CatalogueUpdater;
  beforeAll(async () => {
    ({ testApp, updater } = await startApp(schedules.url));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['missing', /answered 404 Not Found$/],
    ['server-error', /answered 503 Service Unavailable$/],
    ['garbage', /the file is not complete JSON \(Unexpected token/],
    ['truncated', /the file is not complete JSON/],
    ['huge', /the file is larger than 16 MB$/],
    ['slow', /the server sent nothing for 0\.4 s$/],
  ] as const)('keeps the catalogue when the answer is %s, saying why once', async (mode, why) => {
    schedules.answer(mode);
    const before = updateLines(testApp).length;
    const attempt = await updater.runOnce();
    expect(attempt).toMatchObject({
      outcome: 'failed',
      reason: expect.stringMatching(why) as string,
    });
    const lines = updateLines(testApp).slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN });
    expect(lines[0]?.msg).toBe(
      `catalogue update failed, the current catalogue stays: ${attempt.reason ?? ''}`,
    );
    expect((await search(testApp, 'frieren'))[0]?.id).toBe(52991);
    expect(fs.existsSync(`${dataDir}/bangumi-data.json`)).toBe(false);
  });

  it(
    'swaps in a newer file without a restart: the new show is found and coming next week',
    async () => {
      // Asked before the update too, so a cached answer of the old catalogue would show.
      expect(await search(testApp, NEW_SHOW.name)).toEqual([]);
      expect(await comingNextWeek(testApp)).not.toContain(NEW_SHOW.malId);

      schedules.answer('good');
      const attempt = await updater.runOnce();
      expect(attempt).toMatchObject({ outcome: 'updated', reason: null });

      const found = await search(testApp, NEW_SHOW.name);
      expect(found[0]).toMatchObject({ id: NEW_SHOW.malId, name: NEW_SHOW.name });
      expect(await comingNextWeek(testApp)).toContain(NEW_SHOW.malId);
      expect((await search(testApp, 'frieren'))[0]?.id).toBe(52991);

      const kept = JSON.parse(
        fs.readFileSync(infoFileOf(`${dataDir}/bangumi-data.json`), 'utf8'),
      ) as unknown;
      expect(kept).toMatchObject({ url: schedules.url, etag: ETAG });
      expect(fs.readdirSync(dataDir).sort()).toEqual([
        'bangumi-data.json',
        'bangumi-data.json.info.json',
        'catalogue.db',
      ]);
      expect(updateLines(testApp).at(-1)?.msg).toMatch(/^catalogue updated: \d+ titles/);
    },
    BUILDS_A_CATALOGUE_MS,
  );

  it('asks conditionally next time, and keeps the catalogue on 304 Not Modified', async () => {
    const attempt = await updater.runOnce();
    expect(attempt).toMatchObject({ outcome: 'not-modified', reason: null });
    expect(schedules.conditional.at(-1)).toBe(ETAG);
    expect(updateLines(testApp).at(-1)?.msg).toBe(
      'catalogue update: the file has not changed since the last download',
    );
    expect((await search(testApp, NEW_SHOW.name))[0]?.id).toBe(NEW_SHOW.malId);
  });

  it("shows the admin the catalogue's date, source and last update", async () => {
    const view = await adminView(testApp);
    expect(view).toMatchObject({
      provider: 'offline',
      catalogue: {
        scheduleSource: `bangumi-data downloaded ${new Date().toISOString().slice(0, 10)}`,
        newestTitleDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      },
      updates: {
        url: schedules.url,
        offReason: null,
        running: false,
        lastAttempt: { outcome: 'not-modified', reason: null },
      },
    });
    expect(view.catalogue?.sourceName).toContain('bangumi-data');
  });
});

describe('a restart without internet', () => {
  it('still has the updated catalogue, and says why it could not update', async () => {
    // What a server stopped in the middle of a merge leaves behind.
    const leftover = `${catalogueFile}.next.building-99999`;
    fs.writeFileSync(leftover, 'half a catalogue');
    const url = await deadUrl();
    const { testApp } = await startApp(url);
    try {
      expect((await search(testApp, NEW_SHOW.name))[0]?.id).toBe(NEW_SHOW.malId);
      // Listening starts the updater, as in production (first attempt at once here).
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => updateLines(testApp).length, { timeout: 10_000 }).toBe(1);
      expect(updateLines(testApp)[0]).toMatchObject({
        level: WARN,
        msg: `catalogue update failed, the current catalogue stays: the download from ${new URL(url).host} failed (ECONNREFUSED)`,
      });
      expect(fs.existsSync(leftover)).toBe(false);
    } finally {
      await testApp.close();
    }
  });

  it(
    'merges the kept copy when the catalogue was rebuilt from the bundled package',
    async () => {
      fs.copyFileSync(inject('catalogueFile'), catalogueFile);
      const { testApp, updater } = await startApp(await deadUrl());
      try {
        expect(await search(testApp, NEW_SHOW.name)).toEqual([]);
        expect(await updater.runOnce()).toMatchObject({ outcome: 'failed' });
        expect(updateLines(testApp)[0]?.msg).toMatch(
          /^catalogue: merged the kept downloads \(\d+ titles/,
        );
        expect((await search(testApp, NEW_SHOW.name))[0]?.id).toBe(NEW_SHOW.malId);
      } finally {
        await testApp.close();
      }
    },
    BUILDS_A_CATALOGUE_MS,
  );
});
