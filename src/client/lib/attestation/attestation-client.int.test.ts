import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AttestationClient, ATTESTATION_THROTTLED_CODE } from './attestation-client';

const MINUTE = 60_000;

/** The server's exchange route as it answers (decision 059), with a status the test chooses. */
let answers: { status: number; body: unknown }[] = [];
let exchanged: unknown[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/api/config') {
        return json(200, {
          apiKey: null,
          projectId: 'tsuzuki-home',
          appId: null,
          authDomain: null,
          botCheckSiteKey: 'site-key',
        });
      }
      exchanged.push(JSON.parse(body));
      const answer = answers.shift() ?? { status: 200, body: { token: 'fresh', ttl: '3600s' } };
      json(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (status: number, code: string) => ({
  status,
  body: { error: { code, message: 'refused', requestId: 'r-1' } },
});

let time: number;
let scheduled: { callback: () => void; delay: number; cancelled: boolean }[];

function createClient() {
  return new AttestationClient({
    origin,
    proof: () => Promise.resolve({ recaptcha_v3_token: 'captcha-token' }),
    now: () => time,
    schedule: (callback, delay) => {
      const entry = { callback, delay, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  });
}

/** Runs the one pending timer and waits until the refresher has scheduled the next. */
async function runPendingTimer() {
  const pending = scheduled.filter((entry) => !entry.cancelled);
  expect(pending).toHaveLength(1);
  const [entry] = pending;
  entry!.cancelled = true;
  const count = scheduled.length;
  entry!.callback();
  await expect.poll(() => scheduled.length, { timeout: 5000 }).toBe(count + 1);
  return scheduled.at(-1)!.delay;
}

beforeEach(() => {
  answers = [];
  exchanged = [];
  time = 1_000_000;
  scheduled = [];
});

describe('AttestationClient', () => {
  it('hands each token out once, as the server accepts it once, and only while unexpired', async () => {
    const client = createClient();
    answers = [
      { status: 200, body: { token: 'first', ttl: '3600s' } },
      { status: 200, body: { token: 'second', ttl: '3600s' } },
    ];
    await expect(client.token()).resolves.toBe('first');
    await expect(client.token()).resolves.toBe('second');
    expect(exchanged).toEqual([
      { recaptcha_v3_token: 'captcha-token' },
      { recaptcha_v3_token: 'captcha-token' },
    ]);
  });

  it('gives calls made at the same time a token each', async () => {
    const client = createClient();
    answers = ['one', 'two', 'three'].map((token) => ({
      status: 200,
      body: { token, ttl: '3600s' },
    }));
    const tokens = await Promise.all([client.token(), client.token(), client.token()]);
    expect(tokens.sort()).toEqual(['one', 'three', 'two']);
    expect(exchanged).toHaveLength(3);
  });

  it.each([403, 404])('after %i asks nothing more for 24 hours', async (status) => {
    const client = createClient();
    answers = [failure(status, 'app-check-failed')];
    await expect(client.token()).rejects.toMatchObject({ status });
    time += 24 * 60 * MINUTE - 1;
    await expect(client.token()).rejects.toMatchObject({ code: ATTESTATION_THROTTLED_CODE });
    expect(exchanged).toHaveLength(1);
    time += 1;
    await expect(client.token()).resolves.toBe('fresh');
  });

  it('backs off from 1 second, doubling, after other failures', async () => {
    const client = createClient();
    answers = [failure(401, 'app-check-failed'), failure(503, 'attestation-unavailable')];
    await expect(client.token()).rejects.toMatchObject({ status: 401 });
    time += 999;
    await expect(client.token()).rejects.toMatchObject({ code: ATTESTATION_THROTTLED_CODE });
    time += 1;
    await expect(client.token()).rejects.toMatchObject({ status: 503 });
    time += 1999;
    await expect(client.token()).rejects.toMatchObject({ code: ATTESTATION_THROTTLED_CODE });
    time += 1;
    await expect(client.token()).resolves.toBe('fresh');
    expect(exchanged).toHaveLength(3);
  });

  it('refuses an answer whose ttl it cannot read', async () => {
    const client = createClient();
    answers = [{ status: 200, body: { token: 'odd', ttl: '1h' } }];
    await expect(client.token()).rejects.toMatchObject({ code: 'unexpected-response' });
  });

  it('refreshes 35 minutes into an hour-long token, and retries failures from 30 s', async () => {
    const client = createClient();
    client.startRefreshing();
    expect(scheduled.map((entry) => entry.delay)).toEqual([0]);
    expect(await runPendingTimer()).toBe(35 * MINUTE);
    expect(exchanged).toHaveLength(1);

    time += 35 * MINUTE;
    answers = [failure(500, 'internal'), failure(500, 'internal')];
    expect(await runPendingTimer()).toBe(30_000);
    time += 30_000;
    expect(await runPendingTimer()).toBe(60_000);
    time += 60_000;
    expect(await runPendingTimer()).toBe(35 * MINUTE);
    expect(exchanged).toHaveLength(4);
    await expect(client.token()).resolves.toBe('fresh');
    expect(exchanged).toHaveLength(4);
    // The token is spent: the next one is fetched at once, ready for the next call.
    expect(scheduled.filter((entry) => !entry.cancelled).map((entry) => entry.delay)).toEqual([0]);
  });
});
