import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackedTitle } from '../tracked-title-fixture';
import { openLiveListStream, type LiveListEvent } from './live-list-stream';

/**
 * GET /api/lists/events as the server writes it (retry line, `ready` with the list version,
 * events with ids, comment heartbeats), answered by a local server that each test scripts.
 */
type Script = (response: http.ServerResponse, request: http.IncomingMessage) => void;

let server: http.Server;
let origin: string;
let scripts: Script[] = [];
const seen: http.IncomingHttpHeaders[] = [];
const open = new Set<http.ServerResponse>();

const fma = trackedTitle({ current_episode: 6, updatedAt: '2026-11-22T10:00:00.000Z' });

function startStream(response: http.ServerResponse, version: number) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  response.write(`retry: 5000\n\nid: ${version}\nevent: ready\ndata: {"version":${version}}\n\n`);
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/api/config') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ apiKey: 'public-client-id' }));
      return;
    }
    seen.push(request.headers);
    open.add(response);
    response.on('close', () => open.delete(response));
    const script = scripts.shift();
    if (script) script(response, request);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const response of open) response.destroy();
  scripts = [];
  seen.length = 0;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const FAST = { backoff: { baseMs: 10, factor: 2, maxMs: 40 } };

function listen(options: Partial<Parameters<typeof openLiveListStream>[0]> = {}) {
  const events: LiveListEvent[] = [];
  const onRefused = vi.fn();
  const stream = openLiveListStream({
    url: `${origin}/api/lists/events`,
    headers: { cookie: 'tsuzuki_session=abc' },
    onEvent: (event) => events.push(event),
    onRefused,
    ...FAST,
    ...options,
  });
  return { events, onRefused, stream };
}

describe('the live list stream', () => {
  it('hands on ready, upsert and delete with the list version, sending the API key and cookie', async () => {
    scripts.push((response) => {
      startStream(response, 7);
      response.write(': heartbeat\n\n');
      response.write(`id: 8\nevent: upsert\ndata: ${JSON.stringify(fma)}\n\n`);
      response.write('id: 9\nevent: delete\ndata: {"media_type":"tv","id":9253}\n\n');
    });
    const { events, stream } = listen();
    await expect.poll(() => events.length).toBe(3);
    stream.close();
    expect(events).toEqual([
      { type: 'ready', version: 7 },
      { type: 'upsert', item: fma, version: 8 },
      { type: 'delete', key: { media_type: 'tv', id: 9253 }, version: 9 },
    ]);
    expect(seen[0]).toMatchObject({
      accept: 'text/event-stream',
      'x-api-key': 'public-client-id',
      cookie: 'tsuzuki_session=abc',
    });
  });

  it('reconnects at once when told the server is back, not after its long wait', async () => {
    const { events, stream } = listen({ backoff: { baseMs: 60_000, factor: 1, maxMs: 60_000 } });
    await expect.poll(() => seen.length).toBe(1);
    scripts.push((response) => startStream(response, 4));
    stream.retryNow();
    await expect.poll(() => events).toEqual([{ type: 'ready', version: 4 }]);
    stream.close();
  });

  it('tells when a connection attempt gets no answer at all', async () => {
    const onUnanswered = vi.fn();
    const { stream } = listen({ url: 'http://127.0.0.1:1/api/lists/events', onUnanswered });
    await expect.poll(() => onUnanswered.mock.calls.length).toBeGreaterThan(0);
    stream.close();
  });

  it('reconnects after the stream drops and after a server error', async () => {
    scripts.push(
      (response) => {
        startStream(response, 1);
        response.end();
      },
      (response) => response.writeHead(502).end(),
      (response) => {
        startStream(response, 2);
        response.write('event: resync\ndata: {}\n\n');
      },
    );
    const { events, stream } = listen();
    await expect.poll(() => events.length).toBe(3);
    stream.close();
    expect(events).toEqual([
      { type: 'ready', version: 1 },
      { type: 'ready', version: 2 },
      { type: 'resync' },
    ]);
    expect(seen).toHaveLength(3);
  });

  it('gives up a stream that stays silent and opens a new one', async () => {
    scripts.push(
      (response) => startStream(response, 3),
      (response) => startStream(response, 4),
    );
    const { events, stream } = listen({ idleTimeoutMs: 50 });
    await expect
      .poll(() => events)
      .toEqual([
        { type: 'ready', version: 3 },
        { type: 'ready', version: 4 },
      ]);
    stream.close();
  });

  it('stops for good when the session is refused', async () => {
    scripts.push((response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end('{"error":{"code":"unauthenticated","message":"You are not logged in."}}');
    });
    const { events, onRefused } = listen();
    await expect.poll(() => onRefused.mock.calls).toEqual([[401]]);
    // A reconnection would have reached the server again (and found no script: 503).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('closes the open request when closed', async () => {
    scripts.push((response) => startStream(response, 5));
    const { events, stream } = listen();
    await expect.poll(() => events.length).toBe(1);
    expect(open.size).toBe(1);
    stream.close();
    await expect.poll(() => open.size).toBe(0);
  });
});
