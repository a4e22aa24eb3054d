import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { posterVersion } from '../../../shared/poster-address';
import { createCapturedLogger } from '../../testing/fakes/captured-logger';
import { startFakeHttpServer, type FakeHttpServer } from '../../testing/fakes/fake-http-server';
import {
  makePicture,
  startFakeImageHost,
  type FakeImageHost,
} from '../../testing/fakes/fake-image-host';
import { createTmdbProvider } from '../catalogue/tmdb/tmdb-provider';
import { PictureUnavailable } from './fetch-picture';
import { PictureService } from './picture-service';

const TITLE_ID = 209867;
const OLD_POSTER = '/old-poster.jpg';
const NEW_POSTER = '/new-poster.jpg';
/** Past the minute after which a title asked for with another version is looked up again. */
const AFTER_RECHECK_MS = 61_000;
/** Past the catalogue client's own keeping of the details answer, fresh or stale. */
const CATALOGUE_FORGOTTEN_MS = 30 * 24 * 60 * 60 * 1000;

/** What the catalogue answers for the title now: its poster, or 404 once it is gone. */
let catalogueAnswer: { status: number; posterPath?: string };
let catalogue: FakeHttpServer;
let host: FakeImageHost;
let cacheDirs: string[] = [];
let catalogueClockMs = 0;

/** The catalogue changed its answer: the server's own check and its catalogue client see it. */
function catalogueChanged(answer: typeof catalogueAnswer): void {
  catalogueAnswer = answer;
  catalogueClockMs += CATALOGUE_FORGOTTEN_MS;
  vi.setSystemTime(Date.now() + AFTER_RECHECK_MS);
}

beforeAll(async () => {
  catalogue = await startFakeHttpServer(() =>
    catalogueAnswer.status === 200
      ? {
          status: 200,
          body: { id: TITLE_ID, name: 'Frieren', poster_path: catalogueAnswer.posterPath },
        }
      : { status: 404, body: { success: false, status_code: 34 } },
  );
  host = await startFakeImageHost();
  host.serve(`/t/p/w780${OLD_POSTER}`, {
    kind: 'picture',
    bytes: await makePicture(600, 900),
    type: 'image/jpeg',
  });
  host.serve(`/t/p/w780${NEW_POSTER}`, {
    kind: 'picture',
    bytes: await makePicture(600, 600),
    type: 'image/jpeg',
  });
});
afterEach(() => {
  vi.useRealTimers();
  for (const dir of cacheDirs) fs.rmSync(dir, { recursive: true, force: true });
  cacheDirs = [];
});
afterAll(async () => {
  await Promise.all([catalogue?.close(), host?.close()]);
});

function pictureService(memoryBytes?: number): PictureService {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-picture-fast-path-'));
  cacheDirs.push(cacheDir);
  return new PictureService({
    ...(memoryBytes === undefined ? {} : { memoryBytes }),
    provider: createTmdbProvider({
      apiKey: 'fast-path-key',
      baseUrl: `${catalogue.url}/3`,
      timeoutMs: 2000,
      logger: createCapturedLogger().logger,
      now: () => Date.now() + catalogueClockMs,
    }),
    images: {
      hosts: [host.url],
      tmdbImageBase: `${host.url}/t/p/`,
      cacheDir,
      cacheBytes: 1_048_576,
      allowPrivate: true,
    },
  });
}

const heightOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).height;

describe('a picture answered again from memory', () => {
  it('is answered without the catalogue or the host while the title keeps its picture', async () => {
    catalogueAnswer = { status: 200, posterPath: OLD_POSTER };
    const pictures = pictureService();
    const first = await pictures.picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER));
    const [catalogueCalls, hostCalls] = [catalogue.requests.length, host.asked.length];
    const again = await pictures.picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER));
    expect(again).toEqual(first);
    expect(again.current).toBe(true);
    expect([catalogue.requests.length, host.asked.length]).toEqual([catalogueCalls, hostCalls]);
  });

  it('is not answered for the old version once the catalogue gave the title another picture', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    catalogueAnswer = { status: 200, posterPath: OLD_POSTER };
    const pictures = pictureService();
    const old = await pictures.picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER));
    expect(await heightOf(old.bytes)).toBe(231);

    catalogueChanged({ status: 200, posterPath: NEW_POSTER });
    const renewed = await pictures.picture('tv', TITLE_ID, 154, posterVersion(NEW_POSTER));
    expect(await heightOf(renewed.bytes)).toBe(154);
    expect(renewed.current).toBe(true);

    const oldAddress = await pictures.picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER));
    expect(oldAddress.etag).toBe(renewed.etag);
    expect(oldAddress.current).toBe(false);
  });

  it('is refused once the catalogue no longer knows the title', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    catalogueAnswer = { status: 200, posterPath: OLD_POSTER };
    const pictures = pictureService();
    await pictures.picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER));

    catalogueChanged({ status: 404 });
    // Another version makes the server look the title up again; it is gone.
    const other = await pictures.picture('tv', TITLE_ID, 154, '0badc0de').catch((e: unknown) => e);
    expect(other).toBeInstanceOf(PictureUnavailable);
    const old = await pictures
      .picture('tv', TITLE_ID, 154, posterVersion(OLD_POSTER))
      .catch((e: unknown) => e);
    expect(old).toBeInstanceOf(PictureUnavailable);
  });

  it('holds no more bytes than its bound, the least recently used going first', async () => {
    catalogueAnswer = { status: 200, posterPath: OLD_POSTER };
    const version = posterVersion(OLD_POSTER);
    const unbounded = pictureService();
    const small = await unbounded.picture('tv', TITLE_ID, 154, version);
    const large = await unbounded.picture('tv', TITLE_ID, 308, version);
    const pictures = pictureService(small.bytes.length + large.bytes.length - 1);

    await pictures.picture('tv', TITLE_ID, 154, version);
    expect(pictures.memoryBytes).toBe(small.bytes.length);
    await pictures.picture('tv', TITLE_ID, 308, version);
    expect(pictures.memoryBytes).toBe(large.bytes.length);
    expect(pictures.hot('tv', String(TITLE_ID), `154-${version}.webp`)).toBeUndefined();
    expect(pictures.hot('tv', String(TITLE_ID), `308-${version}.webp`)).toEqual(large);

    const hostCalls = host.asked.length;
    expect(await pictures.picture('tv', TITLE_ID, 154, version)).toEqual(small);
    // From disk: the picture left the memory, not the cache.
    expect(host.asked.length).toBe(hostCalls);
  });
});
