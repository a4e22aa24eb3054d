import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSchedules, type DownloadLimits } from './download';

/** The time-out test's limits; the others get room, so a busy machine never times them out. */
const TIMED: DownloadLimits = { timeoutMs: 1000, stallMs: 400, maxBytes: 1000, maxRedirects: 3 };
const LIMITS: DownloadLimits = { ...TIMED, timeoutMs: 15_000, stallMs: 10_000 };
const never = new AbortController().signal;

let base: string;
let server: http.Server;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    const hops = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/file' }).end();
    } else if (request.url === '/file') {
      response.writeHead(200, { 'last-modified': 'Wed, 25 Nov 2026 00:00:00 GMT' }).end('{}');
    } else if (request.url === '/elsewhere') {
      response.writeHead(301, { location: 'ftp://127.0.0.1/file' }).end();
    } else if (request.url === '/declared-huge') {
      response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    } else if (request.url === '/trickle') {
      // A byte every 100 ms: never stalled, never finished.
      response.writeHead(200);
      const timer = setInterval(() => response.write(' '), 100);
      response.once('close', () => clearInterval(timer));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('downloadSchedules', () => {
  it('follows a few redirects and returns the body with its validators', async () => {
    const result = await downloadSchedules(`${base}/hop/2`, null, LIMITS, never);
    expect(result).toMatchObject({
      kind: 'downloaded',
      etag: null,
      lastModified: 'Wed, 25 Nov 2026 00:00:00 GMT',
    });
    expect(result.kind === 'downloaded' && Buffer.concat(result.chunks).toString()).toBe('{}');
  });

  it('gives up after too many redirects, or one to another scheme', async () => {
    await expect(downloadSchedules(`${base}/hop/5`, null, LIMITS, never)).rejects.toThrow(
      'more than 3 redirects',
    );
    await expect(downloadSchedules(`${base}/elsewhere`, null, LIMITS, never)).rejects.toThrow(
      'a redirect (301) to an unusable address',
    );
  });

  it('refuses an answer that declares more than the cap without reading it', async () => {
    await expect(downloadSchedules(`${base}/declared-huge`, null, LIMITS, never)).rejects.toThrow(
      'the file is larger than 1000 bytes',
    );
  });

  it('stops an answer that never ends at the overall time-out', async () => {
    await expect(downloadSchedules(`${base}/trickle`, null, TIMED, never)).rejects.toThrow(
      'no complete answer within 1 s',
    );
  });

  it('sends validators only to the address they came from', async () => {
    const saved = { url: `${base}/file`, fetchedAt: '', etag: '"a"', lastModified: 'yesterday' };
    await downloadSchedules(`${base}/file`, saved, LIMITS, never);
    expect(seen.at(-1)).toMatchObject({ 'if-none-match': '"a"', 'if-modified-since': 'yesterday' });
    await downloadSchedules(`${base}/hop/0`, saved, LIMITS, never);
    expect(seen.at(-1)?.['if-none-match']).toBeUndefined();
  });
});
