import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiGet } from './api';
import { botCheckHeader } from './attestation/bot-check-header';

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let origin: string;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(value));
      };
      switch (request.url ?? '') {
        case '/api/config':
          return json(200, {
            apiKey: 'public-client-id',
            projectId: null,
            appId: null,
            authDomain: null,
            botCheckSiteKey: null,
          });
        case '/api/genres':
          return json(200, { genres: [{ id: 16, name: 'Animation' }] });
        case '/api/echo':
          return json(201, { received: JSON.parse(body) as unknown });
        case '/api/empty':
          response.writeHead(204);
          return response.end();
        case '/api/upload':
          return json(200, { type: request.headers['content-type'], body });
        case '/api/auth/echo':
          return json(200, { ok: true });
        case '/api/auth/stall':
          // Never answers: the client's time-out has to end the call.
          return;
        case '/api/auth/stall-body':
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.write('{"user":');
          return;
        case '/api/refused':
          return json(409, {
            error: { code: 'email-already-in-use', message: 'Taken.', requestId: 'req-9' },
          });
        default:
          response.writeHead(502, { 'Content-Type': 'text/html' });
          return response.end('<h1>Bad Gateway</h1>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiFetch', () => {
  it('answers the parsed JSON body of a GET and asks for JSON', async () => {
    await expect(apiGet<{ genres: unknown[] }>(`${origin}/api/genres`)).resolves.toEqual({
      genres: [{ id: 16, name: 'Animation' }],
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } });
  });

  it('names the instance’s API key, read once from /api/config, on every call', async () => {
    seen.length = 0;
    await apiGet(`${origin}/api/genres`);
    await apiFetch(`${origin}/api/echo`, { method: 'POST', json: {} });
    const calls = seen.filter((request) => request.url !== '/api/config');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.headers['x-api-key']).toBe('public-client-id');
    expect(seen.filter((request) => request.url === '/api/config').length).toBeLessThanOrEqual(1);
  });

  it('skips the bot check, saying so, when the instance has it off', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await apiFetch(`${origin}/api/echo`, { method: 'POST', json: {}, lateHeaders: botCheckHeader });
    expect(seen.at(-1)?.headers).not.toHaveProperty('x-attestation-token');
    expect(info).toHaveBeenCalledWith(
      'App attestation initialisation skipped: the bot-check site key or project id is missing.',
    );
    info.mockRestore();
  });

  it('sends a JSON body with its content type', async () => {
    await expect(
      apiFetch(`${origin}/api/echo`, { method: 'POST', json: { lists: [] } }),
    ).resolves.toEqual({ received: { lists: [] } });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"lists":[]}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('sends an upload as it is, with its own type', async () => {
    const photo = new Blob(['fake image bytes'], { type: 'image/png' });
    await expect(
      apiFetch(`${origin}/api/upload`, { method: 'PUT', upload: photo }),
    ).resolves.toEqual({ type: 'image/png', body: 'fake image bytes' });
  });

  it('answers undefined for an empty answer', async () => {
    await expect(apiFetch(`${origin}/api/empty`, { method: 'POST' })).resolves.toBeUndefined();
  });

  it("throws an ApiError with the server's code, message and status", async () => {
    const error = await apiFetch(`${origin}/api/refused`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'email-already-in-use', message: 'Taken.' });
  });

  it('throws an ApiError for an answer that is not ours', async () => {
    const error = await apiFetch(`${origin}/elsewhere`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'unexpected-response' });
  });

  it('reports a server that cannot be reached as a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await apiGet(`http://127.0.0.1:${port}/api/genres`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 0, code: 'network-request-failed' });
  });

  it('passes an abort through instead of calling it a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiGet(`${origin}/api/genres`, controller.signal).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('apiFetch time-outs', () => {
  async function failureOf(call: Promise<unknown>) {
    const started = Date.now();
    const error = await call.catch((caught: unknown) => caught);
    return { error, elapsed: Date.now() - started };
  }

  it('gives calls under /api/auth/ the spec’s 30 s', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    await apiFetch(`${origin}/api/auth/echo`, { method: 'POST' });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 30_000);
    setTimer.mockClear();
    await apiGet(`${origin}/api/genres`);
    expect(setTimer).not.toHaveBeenCalledWith(expect.any(Function), 30_000);
    setTimer.mockRestore();
  });

  it.each(['/api/auth/stall', '/api/auth/stall-body'])(
    'fails a call to %s that gets no (whole) answer as a network failure',
    async (path) => {
      const { error, elapsed } = await failureOf(apiFetch(`${origin}${path}`, { timeoutMs: 200 }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 0,
        code: 'network-request-failed',
        message: 'The server could not be reached. Check your connection and try again.',
      });
      expect(elapsed).toBeLessThan(2_000);
    },
  );

  it('counts the wait for the instance’s settings against the time-out', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const { error, elapsed } = await failureOf(
      apiFetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', timeoutMs: 200 }),
    );
    expect(error).toMatchObject({ code: 'network-request-failed' });
    expect(elapsed).toBeLessThan(2_000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('passes the caller’s own abort through as an abort, at once', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    for (const url of [`${origin}/api/auth/stall`, `http://127.0.0.1:${port}/api/auth/login`]) {
      const controller = new AbortController();
      const call = apiFetch(url, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const { error, elapsed } = await failureOf(call);
      expect(error).not.toBeInstanceOf(ApiError);
      expect((error as Error).name).toBe('AbortError');
      expect(elapsed).toBeLessThan(2_000);
    }
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
