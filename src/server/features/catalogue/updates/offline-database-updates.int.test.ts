import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCatalogueSchema } from '../../../../shared/admin-catalogue';
import type { CatalogueInfo } from '../../../../shared/catalogue-info';
import type { CatalogueListItem, Paged, TvDetails } from '../../../../shared/catalogue-types';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { bundleUpdateWorker } from '../../../testing/update-worker';
import { createUserWithId, withSession } from '../../auth/auth-test-helpers';
import type { CatalogueUpdater } from './catalogue-updater';

const ADMIN_ID = 'admin-0000000000000000000000';
const ETAG = '"aod-2026-46"';
const LIMITS = { timeoutMs: 5_000, stallMs: 400, maxBytes: 1_048_576, firstRunDelayMs: 0 };
/** The release's own form (offline/fixtures/SOURCES.md). */
const RELEASE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../offline/fixtures/anime-offline-database-sample.json.zst'),
);

type Mode = 'good' | 'garbage' | 'not-the-database';

/** A local stand-in for GitHub's release download, answering the way it is told to. */
async function startReleaseServer() {
  let mode: Mode = 'good';
  const conditional: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    conditional.push(request.headers['if-none-match']);
    if (mode === 'garbage') {
      response
        .writeHead(200, { 'content-type': 'application/octet-stream' })
        .end(RELEASE.subarray(0, 600));
      return;
    }
    if (mode === 'not-the-database') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"none"}');
      return;
    }
    if (request.headers['if-none-match'] === ETAG) {
      response.writeHead(304, { etag: ETAG }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/octet-stream', etag: ETAG })
      .end(RELEASE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/releases/latest/download/anime-offline-database-minified.json.zst`,
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

let dataDir: string;
let worker: Awaited<ReturnType<typeof bundleUpdateWorker>>;
let release: Awaited<ReturnType<typeof startReleaseServer>>;
let testApp: TestApp;
let updater: CatalogueUpdater;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-aod-updates-'));
  const catalogueFile = path.join(dataDir, 'catalogue.db');
  fs.copyFileSync(inject('catalogueFile'), catalogueFile);
  [worker, release] = await Promise.all([bundleUpdateWorker(), startReleaseServer()]);
  let created: CatalogueUpdater | undefined;
  testApp = await createTestApp(
    'sqlite',
    {
      DATA_DIR: dataDir,
      CATALOGUE_FILE: catalogueFile,
      ANIME_OFFLINE_DATABASE_URL: release.url,
      ADMIN_USER_ID: ADMIN_ID,
      LOG_LEVEL: 'info',
    },
    {
      catalogueUpdates: {
        workerFile: worker.file,
        limits: LIMITS,
        onUpdater: (made) => (created = made),
      },
    },
  );
  if (!created) throw new Error('the updater was not created');
  updater = created;
});
afterAll(async () => {
  await testApp.close();
  await release.close();
  worker.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function get<Body>(url: string): Promise<Body> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Body>();
}

const searchIds = async (query: string) =>
  (
    await get<Paged<CatalogueListItem>>(
      `/api/tmdb-proxy/search/multi?query=${encodeURIComponent(query)}`,
    )
  ).results.map((item) => item.id);

const warnings = () =>
  testApp.logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40 && line.msg.startsWith('catalogue'));

describe('anime-offline-database downloaded at run time', () => {
  it('keeps the catalogue, with one log line, when the file is broken or not the database', async () => {
    for (const [mode, why] of [
      ['garbage', /not valid zstd/],
      ['not-the-database', /not in anime-offline-database's shape \(repository/],
    ] as const) {
      release.answer(mode);
      const before = warnings().length;
      const attempt = await updater.runOnce('anime-offline-database');
      expect(attempt).toMatchObject({
        outcome: 'failed',
        reason: expect.stringMatching(why) as string,
      });
      expect(warnings().slice(before)).toHaveLength(1);
      expect(await searchIds('mo dao zu shi')).toEqual([]);
    }
    expect(fs.existsSync(path.join(dataDir, 'anime-offline-database.kept'))).toBe(false);
  });

  it('merges a good release in the worker and swaps it in, keeping the copy', async () => {
    release.answer('good');
    expect(await updater.runOnce('anime-offline-database')).toMatchObject({ outcome: 'updated' });
    expect((await searchIds('mo dao zu shi'))[0]).toBe(37208);
    const frieren = await get<TvDetails>('/api/tmdb-proxy/tv/52991');
    expect(frieren).toMatchObject({ studios: ['Madhouse'], vote_average: 9.12 });
    expect(fs.readFileSync(path.join(dataDir, 'anime-offline-database.kept'))).toEqual(RELEASE);
    const info = await get<CatalogueInfo>('/api/catalogue/info');
    expect(info.attributions.map((credit) => credit.text).join(' ')).toMatch(
      /anime-offline-database.*Open Database License/,
    );
    // A whole catalogue build, on a machine shared with other test runs.
  }, 120_000);

  it('asks conditionally next time and keeps the catalogue on 304', async () => {
    expect(await updater.runOnce('anime-offline-database')).toMatchObject({
      outcome: 'not-modified',
    });
    expect(release.conditional.at(-1)).toBe(ETAG);
  });

  it('shows the admin the merged release and its weekly updates', async () => {
    const admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue',
      ...withSession(admin.token),
    });
    const view = adminCatalogueSchema.parse(response.json());
    expect(view.catalogue?.offlineDatabaseSource).toMatch(
      /^anime-offline-database 2026-11-15, downloaded \d{4}-\d{2}-\d{2}$/,
    );
    expect(view.offlineDatabase).toMatchObject({
      url: release.url,
      offReason: null,
      lastAttempt: { outcome: 'not-modified' },
    });
    expect(view.updates.offReason).toBe('CATALOGUE_UPDATE_URL is empty');
  });
});
