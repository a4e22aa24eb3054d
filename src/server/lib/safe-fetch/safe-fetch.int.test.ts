import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, SafeFetchError } from './safe-fetch';

interface Receiver {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function receiver(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<Receiver> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('safeFetch', () => {
  let inside: Receiver;
  let redirecting: Receiver;
  let slow: Receiver;
  let huge: Receiver;

  beforeAll(async () => {
    inside = await receiver((_request, response) => response.end('secret'));
    redirecting = await receiver((_request, response) => {
      response.writeHead(302, { Location: `${inside.url}/metadata` }).end();
    });
    slow = await receiver(() => undefined);
    huge = await receiver((_request, response) => response.end(Buffer.alloc(1_000_000, 65)));
  });
  afterAll(async () => {
    for (const server of [inside, redirecting, slow, huge]) await server.close();
  });

  it('never reaches loopback, by IP in any spelling or by a name that resolves there', async () => {
    const port = new URL(inside.url).port;
    for (const url of [
      `http://127.0.0.1:${port}/x`,
      `http://2130706433:${port}/x`,
      `http://0x7f.0.0.1:${port}/x`,
      `http://[::ffff:127.0.0.1]:${port}/x`,
      `http://${os.hostname()}:${port}/x`,
    ]) {
      expect((await failure(safeFetch(url, { method: 'POST', body: '{}' }))).reason).toBe(
        'private-address',
      );
    }
    expect(inside.hits).toEqual([]);
  });

  it('refuses [::1], 10.x and the cloud metadata address before connecting', async () => {
    for (const url of ['http://[::1]/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/']) {
      expect((await failure(safeFetch(url, { timeoutMs: 200 }))).reason).toBe('private-address');
    }
  });

  it('refuses names whose DNS answers are special-purpose addresses in any spelling', async () => {
    const port = new URL(inside.url).port;
    for (const address of [
      '192.0.2.2',
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1',
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ]) {
      const resolve = () => Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
      const refusal = await failure(
        safeFetch(`http://hook.example.org:${port}/x`, { resolve, timeoutMs: 500 }),
      );
      expect(refusal.reason, address).toBe('private-address');
    }
    expect(inside.hits).toEqual([]);
  });

  it('does not follow a redirect to a private address: the 3xx is the answer', async () => {
    const answer = await safeFetch(`${redirecting.url}/hook`, {
      method: 'POST',
      allowPrivate: true,
    });
    expect(answer.status).toBe(302);
    expect(inside.hits).toEqual([]);
  });

  it('reaches private hosts only when the operator allows it', async () => {
    const answer = await safeFetch(`${inside.url}/allowed`, { allowPrivate: true });
    expect(answer.body.toString()).toBe('secret');
    expect(inside.hits).toEqual(['GET /allowed']);
  });

  it('gives up after the timeout and past the size cap', async () => {
    const started = Date.now();
    expect(
      (await failure(safeFetch(slow.url, { allowPrivate: true, timeoutMs: 300 }))).reason,
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(
      (await failure(safeFetch(huge.url, { allowPrivate: true, maxResponseBytes: 10_000 }))).reason,
    ).toBe('too-large');
  });
});
