import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTER_WIDTHS, posterUrl } from '../../../shared/poster-address';
import {
  makePicture,
  pixelBomb,
  startFakeImageHost,
  type FakeImageHost,
} from '../../testing/fakes/fake-image-host';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { PictureService } from './picture-service';

const API_KEY = 'images-tmdb-key';
/** Titles of the fake TMDB and their poster paths, one per behaviour of the picture host. */
const FRIEREN = { media_type: 'tv', id: 209867, path: '/frieren-beyond-journeys-end.jpg' } as const;
const JUJUTSU = { media_type: 'tv', id: 95479, path: '/jujutsu-kaisen.jpg' } as const;
// TMDB's recorded One Piece, served by the fake as recorded.
const ONE_PIECE = {
  media_type: 'tv',
  id: 37854,
  path: '/gJI77i79KnRuc9mGPKADPZWAE8O.jpg',
} as const;
const TITAN = { media_type: 'tv', id: 1429, path: '/attack-on-titan.jpg' } as const;
const ARCANE = { media_type: 'tv', id: 94605, path: '/arcane.jpg' } as const;
const YOUR_NAME = { media_type: 'movie', id: 372058, path: '/your-name.jpg' } as const;
const SPIRITED = { media_type: 'movie', id: 129, path: '/spirited-away.jpg' } as const;
const SUZUME = { media_type: 'movie', id: 916224, path: '/suzume.jpg' } as const;

type Title = typeof FRIEREN | typeof JUJUTSU | typeof YOUR_NAME;

const address = (title: { media_type: 'tv' | 'movie'; id: number; path: string }, width = 154) =>
  posterUrl(title, title.path, width as 154) ?? '';
/** Where the server asks the picture host for a TMDB path. */
const upstreamPath = (title: { path: string }) => `/t/p/w780${title.path}`;

let tmdb: FakeTmdb;
let host: FakeImageHost;
let elsewhere: FakeImageHost;

beforeAll(async () => {
  [tmdb, host, elsewhere] = await Promise.all([
    startFakeTmdb({ apiKey: API_KEY }),
    startFakeImageHost(),
    startFakeImageHost(),
  ]);
  host.serve(upstreamPath(FRIEREN), {
    kind: 'picture',
    bytes: await makePicture(600, 900),
    type: 'image/jpeg',
  });
  host.serve(upstreamPath(JUJUTSU), {
    kind: 'picture',
    bytes: await makePicture(500, 750, 'png'),
    type: 'image/png',
  });
  host.serve(upstreamPath(ONE_PIECE), { kind: 'status', status: 404 });
  host.serve(upstreamPath(TITAN), { kind: 'status', status: 500 });
  host.serve(upstreamPath(YOUR_NAME), {
    kind: 'picture',
    bytes: Buffer.from('<html>not a picture</html>'),
    type: 'image/jpeg',
  });
  host.serve(upstreamPath(SPIRITED), {
    kind: 'picture',
    bytes: Buffer.alloc(9 * 1_048_576, 1),
    type: 'image/jpeg',
  });
  host.serve(upstreamPath(SUZUME), {
    kind: 'picture',
    bytes: pixelBomb(20_000),
    type: 'image/png',
  });
  elsewhere.serve('/moved.jpg', {
    kind: 'picture',
    bytes: await makePicture(60, 90),
    type: 'image/jpeg',
  });
  host.serve(upstreamPath(ARCANE), { kind: 'redirect', location: `${elsewhere.url}/moved.jpg` });
});
afterAll(async () => {
  await Promise.all([tmdb?.close(), host?.close(), elsewhere?.close()]);
});

function pictureApp(dialect: (typeof DIALECTS)[number], environment: Record<string, string> = {}) {
  return createTestApp(dialect, {
    TMDB_API_KEY: API_KEY,
    TMDB_BASE_URL: tmdb.baseUrl,
    TMDB_IMAGE_BASE_URL: `${host.url}/t/p/`,
    IMAGE_HOSTS: host.url,
    // The picture host is on loopback, which the outbound fetch refuses unless told.
    IMAGE_ALLOW_PRIVATE: 'true',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-images-')),
    ...environment,
  });
}

/** An answer's headers but those that differ by request: its id and its date. */
const sameHeaders = (headers: Record<string, unknown>) => {
  const { 'x-request-id': id, date, ...rest } = headers;
  expect([id, date]).not.toContain(undefined);
  return rest;
};

const askedFor = (title: { path: string }) =>
  host.asked.filter((asked) => asked === upstreamPath(title)).length;

describe.each(DIALECTS)('pictures through the server (%s)', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    host.asked.length = 0;
    elsewhere.asked.length = 0;
    testApp = await pictureApp(dialect);
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(testApp.config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it.each(POSTER_WIDTHS)('serves a known title’s picture as WebP %i pixels wide', async (width) => {
    const response = await get(address(FRIEREN, width));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(Math.min(width, 600));
  });

  it('reads a PNG as well as a JPEG', async () => {
    const response = await get(address(JUJUTSU, 342));
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(342);
  });

  it('answers a second request from disk, with no upstream call, and 304 for its ETag', async () => {
    const before = askedFor(FRIEREN);
    const again = await get(address(FRIEREN, 308));
    expect(again.statusCode).toBe(200);
    expect(askedFor(FRIEREN)).toBe(before);
    const files = fs.readdirSync(testApp.config.images.cacheDir);
    expect(files.filter((name) => name.endsWith('-308.webp'))).toHaveLength(1);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
    const etag = String(again.headers.etag);
    const unchanged = await get(address(FRIEREN, 308), { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
  });

  it('answers from memory with the headers, bytes and 304 the handler gives', async () => {
    const url = address(FRIEREN, 342);
    await get(url);
    const hot = vi.spyOn(PictureService.prototype, 'hot');
    const fromHandler = async (headers: Record<string, string> = {}) => {
      hot.mockReturnValueOnce(undefined);
      return get(url, headers);
    };
    try {
      const [memory, handler] = [await get(url), await fromHandler()];
      expect(hot.mock.results[0]?.value).toMatchObject({ current: true });
      expect(sameHeaders(memory.headers)).toEqual(sameHeaders(handler.headers));
      expect(memory.rawPayload.equals(handler.rawPayload)).toBe(true);

      const etag = { 'if-none-match': String(memory.headers.etag) };
      const [memory304, handler304] = [await get(url, etag), await fromHandler(etag)];
      expect([memory304.statusCode, handler304.statusCode]).toEqual([304, 304]);
      expect(sameHeaders(memory304.headers)).toEqual(sameHeaders(handler304.headers));
    } finally {
      hot.mockRestore();
    }
  });

  it('makes one upstream call for concurrent first requests of a picture', async () => {
    const title: Title = JUJUTSU;
    const before = askedFor(title);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(address(title, 684))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(askedFor(title)).toBe(before + 1);
  });

  it('keeps an older version’s answer only briefly, with the current picture', async () => {
    const response = await get(`/api/images/tv/${FRIEREN.id}/154-00000000.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 with a message for a title the catalogue does not know', async () => {
    const response = await get('/api/images/tv/999999999/154-00000000.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it.each([
    ['an upstream 404', ONE_PIECE],
    ['an upstream 500', TITAN],
    ['garbage called a JPEG', YOUR_NAME],
    ['a picture over the byte cap', SPIRITED],
    ['a pixel bomb', SUZUME],
  ])('answers 404, never 5xx, for %s, and does not ask again soon', async (_case, title) => {
    const first = await get(address(title));
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ error: { code: 'not-found' } });
    const calls = askedFor(title);
    expect(calls).toBe(1);
    expect((await get(address(title, 308))).statusCode).toBe(404);
    expect(askedFor(title)).toBe(calls);
  });

  it('follows no redirect off the listed hosts', async () => {
    const response = await get(address(ARCANE));
    expect(response.statusCode).toBe(404);
    expect(askedFor(ARCANE)).toBe(1);
    expect(elsewhere.asked).toEqual([]);
  });

  it.each([
    ['a path climbing out', '/api/images/tv/209867/..%2F..%2Fetc%2Fpasswd'],
    ['a path climbing out, decoded', '/api/images/tv/../../../etc/passwd'],
    [
      'an absolute URL',
      `/api/images/tv/209867/${encodeURIComponent('https://evil.example/x.jpg')}`,
    ],
    ['an absolute URL as the id', '/api/images/tv/https:%2F%2Fevil.example/154-00000000.webp'],
    ['an odd width', '/api/images/tv/209867/155-00000000.webp'],
    ['a huge width', '/api/images/tv/209867/100000-00000000.webp'],
    ['another format', '/api/images/tv/209867/154-00000000.png'],
    ['a person', '/api/images/person/209867/154-00000000.webp'],
    ['a zero id', '/api/images/tv/0/154-00000000.webp'],
    [
      'a source in the query',
      `${address(FRIEREN)}?url=${encodeURIComponent('http://127.0.0.1/x.jpg')}`,
    ],
    ['a width in the query', `${address(FRIEREN)}?w=2000`],
  ])('refuses %s with a 4xx and asks no host', async (_case, url) => {
    const before = host.asked.length;
    const response = await get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(host.asked.length).toBe(before);
  });
});

describe('a picture on a host not listed', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await pictureApp('sqlite', { TMDB_IMAGE_BASE_URL: `${elsewhere.url}/t/p/` });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 404 without asking that host', async () => {
    elsewhere.asked.length = 0;
    const response = await testApp.app.inject({ method: 'GET', url: address(FRIEREN) });
    expect(response.statusCode).toBe(404);
    expect(elsewhere.asked).toEqual([]);
  });
});

describe('the disk cache’s cap', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await pictureApp('sqlite', { IMAGE_CACHE_MB: '1' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('drops the least recently used pictures to stay under it', async () => {
    // Noise does not compress: each title's 684-wide WebP is about 400 KB, three are over 1 MB.
    const noise = await sharp(randomBytes(684 * 1026 * 3), {
      raw: { width: 684, height: 1026, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    for (const title of [FRIEREN, JUJUTSU, ARCANE]) {
      host.serve(upstreamPath(title), { kind: 'picture', bytes: noise, type: 'image/jpeg' });
    }
    const fileOf = (title: { path: string }, width: number) =>
      `${createHash('sha256')
        .update(`${host.url}${upstreamPath(title)}`)
        .digest('hex')
        .slice(0, 32)}-${width}.webp`;
    const order = [
      [FRIEREN, 154],
      [FRIEREN, 684],
      [JUJUTSU, 684],
      [ARCANE, 684],
    ] as const;
    for (const [title, width] of order) {
      const response = await testApp.app.inject({ method: 'GET', url: address(title, width) });
      expect(response.statusCode).toBe(200);
    }
    const dir = testApp.config.images.cacheDir;
    const files = fs.readdirSync(dir).sort();
    const total = files.reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);
    expect(total).toBeLessThanOrEqual(1_048_576);
    expect(files).toEqual([fileOf(JUJUTSU, 684), fileOf(ARCANE, 684)].sort());
  });
});
