import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionState } from './session-api';
import { startSessionRefresh } from './session-refresher';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12);

/** POST /api/auth/refresh as the server answers it, with the statuses a test queues. */
let answers: { status: number; body: unknown }[] = [];
let refreshCalls = 0;
let server: http.Server;
let origin: string;

const sessionBody = (expiresAt: string) => ({
  user: {
    uid: 'u_1',
    email: 'mio@example.test',
    emailVerified: true,
    displayName: 'Mio',
    photoURL: null,
    isAdmin: false,
    profile: {
      username: 'Mio',
      email: 'mio@example.test',
      createdAt: '2026-11-01T00:00:00.000Z',
      onboardingComplete: true,
      allowAdult: false,
    },
  },
  expiresAt,
});

const refused = (status: number, code: string) => ({
  status,
  body: { error: { code, message: 'refused', requestId: 'r-1' } },
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer =
        request.url === '/api/auth/refresh'
          ? (refreshCalls++, answers.shift() ?? refused(500, 'internal'))
          : refused(404, 'not-found');
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let time: number;
let timers: { callback: () => void; delay: number; cancelled: boolean }[];
let sessions: SessionState[];

beforeEach(() => {
  answers = [];
  refreshCalls = 0;
  time = NOW;
  timers = [];
  sessions = [];
});

function start(expiresAt: number) {
  return startSessionRefresh({
    expiresAt,
    origin,
    onSession: (state) => sessions.push(state),
    now: () => time,
    schedule: (callback, delay) => {
      const timer = { callback, delay, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
}

/** Moves the clock to the pending timer and runs it. */
function runTimer() {
  const timer = timers.at(-1);
  expect(timer?.cancelled).toBe(false);
  time += timer!.delay;
  timer!.callback();
}

describe('startSessionRefresh', () => {
  it('refreshes 5 minutes before the expiry and hands over the new session', async () => {
    start(NOW + 60 * MINUTE);
    expect(timers.map((timer) => timer.delay)).toEqual([55 * MINUTE]);
    answers = [{ status: 200, body: sessionBody('2026-12-06T12:00:00.000Z') }];
    runTimer();
    await expect.poll(() => sessions.length).toBe(1);
    expect(sessions[0]).toMatchObject({
      user: { uid: 'u_1' },
      expiresAt: Date.UTC(2026, 11, 6, 12),
      endedBy: null,
    });
    expect(refreshCalls).toBe(1);
  });

  it('retries failures that say nothing about the session from 30 s, doubling', async () => {
    start(NOW + 5 * MINUTE);
    expect(timers.map((timer) => timer.delay)).toEqual([0]);
    answers = [refused(503, 'unavailable'), refused(500, 'internal'), refused(429, 'busy')];
    for (const expected of [30_000, 60_000, 120_000]) {
      const count = timers.length;
      runTimer();
      await expect.poll(() => timers.length).toBe(count + 1);
      expect(timers.at(-1)?.delay).toBe(expected);
    }
    answers = [{ status: 200, body: sessionBody('2026-12-06T12:00:00.000Z') }];
    runTimer();
    await expect.poll(() => sessions.length).toBe(1);
    expect(refreshCalls).toBe(4);
  });

  it.each([
    ['user-disabled', 'user-disabled'],
    ['unauthenticated', 'expired'],
  ])('signs out when the server answers 401 %s', async (code, reason) => {
    start(NOW + MINUTE);
    answers = [refused(401, code)];
    runTimer();
    await expect.poll(() => sessions).toEqual([{ user: null, expiresAt: null, endedBy: reason }]);
    expect(timers).toHaveLength(1);
  });

  it('waits again when a timer fires early', () => {
    start(NOW + 30 * 24 * 60 * MINUTE);
    // Longer than a browser timer can wait: cut to its maximum.
    expect(timers[0]?.delay).toBe(2 ** 31 - 1);
    runTimer();
    expect(refreshCalls).toBe(0);
    expect(timers).toHaveLength(2);
  });

  it('does nothing more once stopped', async () => {
    const stop = start(NOW);
    stop();
    expect(timers[0]?.cancelled).toBe(true);
    timers[0]!.callback();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessions).toEqual([]);
  });
});
