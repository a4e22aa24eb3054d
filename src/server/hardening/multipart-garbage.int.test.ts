import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../features/auth/auth-test-helpers';
import { recorded, scrobbleUser } from '../features/scrobble/scrobble-test-helpers';
import { BODY_IDLE_MS } from '../http/body-idle-limit';
import { rawRequest } from '../testing/raw-http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-databases';

/** The harness cuts idle bodies off this soon; the server's own limit is checked beside it. */
const IDLE_MS = 400;
const BOUNDARY = 'tsuzukiboundary';
const PLEX = JSON.stringify(recorded('plex-media-scrobble.json'));

function post(path: string, type: string, body: string, length = Buffer.byteLength(body)) {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `Content-Type: ${type}`,
    `Content-Length: ${length}`,
    '',
    body,
  ].join('\r\n');
}

const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}`;
const payloadPart = (body: string) => part('Content-Disposition: form-data; name="payload"', body);
const thumbPart = (body: string) =>
  part(
    'Content-Disposition: form-data; name="thumb"; filename="t.jpg"\r\nContent-Type: image/jpeg',
    body,
  );
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

/** Issue 33 findings 5 and 6: broken and never-ending multipart bodies sent to a scrobble URL. */
describe.each(DIALECTS)('multipart garbage sent to a scrobble URL on %s', (dialect) => {
  let testApp: TestApp;
  let port: number;
  let path: string;

  beforeEach(async () => {
    testApp = await createTestApp(
      dialect,
      { PUBLIC_URL: 'https://anime.example.org' },
      { bodyIdleMs: IDLE_MS },
    );
    const { token } = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    path = await scrobbleUser(testApp.app, token).webhookPath();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('answers each parse error with a 4xx and a message, never a 500', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', `${payloadPart(PLEX)}\r\n--${BOUNDARY}--\r\n`],
      [FORM, 'garbage, and no boundary anywhere'],
      [FORM, payloadPart(PLEX)],
      [FORM, `${payloadPart(PLEX)}\r\n${thumbPart('\xff\xd8\xff')}`],
      [FORM, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="payload"`],
      [FORM, `--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`],
      [`multipart/form-data; boundary=${'b'.repeat(200)}`, '--x--'],
    ];
    for (const [type, body] of bodies) {
      const answer = await rawRequest(port, post(path, type, body));
      expect(answer.status, `${type}: ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${type}: ${body.slice(0, 60)}`).toBeLessThan(500);
      expect(answer.body).toMatch(/"message":"[^"]+"/);
    }
  });

  it('cuts a part that never ends off after the idle limit, and still takes a whole one', async () => {
    expect(BODY_IDLE_MS).toBeLessThanOrEqual(20_000);
    const socket = net.connect(port, '127.0.0.1');
    const answered: Buffer[] = [];
    const closed = new Promise<string>((resolve) =>
      socket.once('close', () => resolve(Buffer.concat(answered).toString('latin1'))),
    );
    socket.on('data', (chunk: Buffer) => answered.push(chunk));
    socket.on('error', () => undefined);
    socket.write(post(path, FORM, `${payloadPart(PLEX)}\r\n${thumbPart('\xff\xd8\xff')}`, 100_000));
    expect(await closed).toBe('');

    const whole = `${payloadPart(PLEX)}\r\n${thumbPart('\xff\xd8\xff')}\r\n--${BOUNDARY}--\r\n`;
    const answer = await rawRequest(port, post(path, FORM, whole));
    expect(answer.status).toBe(200);
  });
});
