import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturedLogger } from '../../testing/fakes/captured-logger';
import { startFakeImageHost, type FakeImageHost } from '../../testing/fakes/fake-image-host';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTmdbProvider } from '../catalogue/tmdb/tmdb-provider';
import { PictureUnavailable } from './fetch-picture';
import { PictureService } from './picture-service';

const API_KEY = 'picture-service-key';
let tmdb: FakeTmdb;
let host: FakeImageHost;
let cacheDir: string;

beforeAll(async () => {
  [tmdb, host] = await Promise.all([startFakeTmdb({ apiKey: API_KEY }), startFakeImageHost()]);
  host.serve('/t/p/w780/frieren-beyond-journeys-end.jpg', { kind: 'hang' });
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-picture-service-'));
});
afterAll(async () => {
  await Promise.all([tmdb?.close(), host?.close()]);
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('a picture host that never answers', () => {
  it('costs the request no more than the deadline, then the picture is unavailable', async () => {
    const pictures = new PictureService({
      provider: createTmdbProvider({
        apiKey: API_KEY,
        baseUrl: tmdb.baseUrl,
        timeoutMs: 1000,
        logger: createCapturedLogger().logger,
      }),
      images: {
        hosts: [host.url],
        tmdbImageBase: `${host.url}/t/p/`,
        cacheDir,
        cacheBytes: 1_048_576,
        allowPrivate: true,
      },
      fetchTimeoutMs: 300,
    });
    const started = Date.now();
    const failure = await pictures.picture('tv', 209867, 154, '00000000').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PictureUnavailable);
    expect((failure as PictureUnavailable).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(host.asked).toEqual(['/t/p/w780/frieren-beyond-journeys-end.jpg']);
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});
