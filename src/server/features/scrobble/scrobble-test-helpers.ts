import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ScrobbleAddress, ScrobbleLog } from '../../../shared/scrobble-api';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { withSession } from '../auth/auth-test-helpers';

/** A recorded payload from fixtures/ (see SOURCES.md), with the fields a test changes. */
export function recorded<T extends Record<string, unknown>>(
  name: string,
  changes: Partial<T> = {},
): T {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  return { ...(JSON.parse(text) as T), ...changes };
}

/**
 * One signed-in user of a listening app: their own calls, and posts to their webhook over real
 * HTTP, as a media server sends them.
 */
export function scrobbleUser(app: FastifyInstance, token: string) {
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const asUser = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, ...withSession(token), ...(payload ? { payload } : {}) });

  async function webhookPath(): Promise<string> {
    const answer = await asUser('GET', '/api/profile/scrobble');
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<ScrobbleAddress>();
    expect(url).toMatch(/^https:\/\/anime\.example\.org\/api\/scrobble\/[A-Za-z0-9_-]{43}$/);
    return new URL(url ?? '').pathname;
  }

  const postJson = (to: string, body: unknown, type = 'application/json') =>
    fetch(`${base}${to}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(body),
    });

  function postPlex(to: string, payload: unknown) {
    const form = new FormData();
    form.append('payload', JSON.stringify(payload));
    form.append('thumb', new Blob([new Uint8Array(4096)], { type: 'image/jpeg' }), 'thumb.jpg');
    return fetch(`${base}${to}`, { method: 'POST', body: form });
  }

  async function titleOf(id: number): Promise<TrackedTitle | undefined> {
    const answer = await asUser('GET', '/api/lists');
    return answer.json<{ items: TrackedTitle[] }>().items.find((item) => item.id === id);
  }
  const listVersion = async () => (await asUser('GET', '/api/lists')).headers.etag;
  const logOf = async () => (await asUser('GET', '/api/profile/scrobble/log')).json<ScrobbleLog>();

  return { base, asUser, webhookPath, postJson, postPlex, titleOf, listVersion, logOf };
}
