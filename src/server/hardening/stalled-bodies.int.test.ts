import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../features/auth/auth-test-helpers';
import { SESSION_COOKIE } from '../features/auth/session-cookie';
import { BODY_IDLE_MS } from '../http/body-idle-limit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-databases';

/** The harness cuts idle bodies off this soon, so the suite does not wait the real 20 s. */
const IDLE_MS = 400;
const FIXTURES = path.join(import.meta.dirname, '../features/lists/import/fixtures');
const MAL_EXPORT = fs.readFileSync(path.join(FIXTURES, 'mal-animelist.xml'));
/** The smallest PNG (1×1), as an upload's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

interface Upload {
  name: string;
  method: 'PUT' | 'POST' | 'PATCH';
  path: string;
  type: string;
  body: Buffer;
}

const UPLOADS: Upload[] = [
  {
    name: 'a profile photo',
    method: 'PUT',
    path: '/api/users/me/photo',
    type: 'image/png',
    body: PNG,
  },
  {
    name: 'a list import',
    method: 'POST',
    path: '/api/lists/import?format=mal',
    type: 'application/xml',
    body: MAL_EXPORT,
  },
  {
    name: 'a JSON body',
    method: 'PATCH',
    path: '/api/users/me',
    type: 'application/json',
    body: Buffer.from(JSON.stringify({ 'profile.onboardingComplete': true })),
  },
];

/** Issue 33: a body that stops half-way is cut off, its socket closed, whoever reads it. */
describe.each(DIALECTS)('request bodies that stop sending on %s', (dialect) => {
  let testApp: TestApp;
  let dataDir: string;
  let port: number;
  let user: TestUser;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-stalled-'));
    testApp = await createTestApp(dialect, { DATA_DIR: dataDir }, { bodyIdleMs: IDLE_MS });
    user = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const head = (upload: Upload) =>
    [
      `${upload.method} ${upload.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Cookie: ${SESSION_COOKIE}=${user.token}`,
      `Content-Type: ${upload.type}`,
      `Content-Length: ${upload.body.length}`,
      '',
      '',
    ].join('\r\n');

  /** Sends the head and half the body, then nothing: settles only when the server hangs up. */
  function sendHalfThenIdle(upload: Upload): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', () => undefined);
      socket.once('close', () => resolve(Buffer.concat(received).toString('latin1')));
      socket.write(head(upload));
      socket.write(upload.body.subarray(0, Math.floor(upload.body.length / 2)));
    });
  }

  const openConnections = () =>
    new Promise<number>((resolve, reject) => {
      testApp.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
    });

  it.each(UPLOADS)(
    'cuts $name off and closes its socket, then takes a whole one',
    async (upload) => {
      const answered = await sendHalfThenIdle(upload);
      expect(answered, 'nothing is answered to half a body').toBe('');
      await expect.poll(openConnections).toBe(0);

      const whole = await fetch(`http://127.0.0.1:${port}${upload.path}`, {
        method: upload.method,
        headers: { 'content-type': upload.type, cookie: `${SESSION_COOKIE}=${user.token}` },
        body: new Uint8Array(upload.body),
      });
      const text = await whole.text();
      expect(whole.status, text.slice(0, 300)).toBe(200);
    },
  );
});

describe('the idle limit on request bodies', () => {
  it('is at most 20 s without a byte outside the tests', () => {
    expect(BODY_IDLE_MS).toBeLessThanOrEqual(20_000);
  });
});
