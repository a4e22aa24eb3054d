import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** S-01: an 11 KB with_genres (60 groups of 60 ids) once held the event loop for seconds. */
const BLOWUP = Array.from({ length: 60 }, (_, group) =>
  Array.from({ length: 60 }, (_, id) => 10 + ((group + id) % 90)).join('|'),
).join(',');

describe('discover with hostile id lists (S-01)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses 60 groups of 60 genre ids at once, with the bounds in the message', async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=${BLOWUP}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status_message: string }).status_message).toMatch(
      /at most 5 groups and 20 ids/,
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps health answering while the blow-ups arrive', async () => {
    const attacks = Array.from({ length: 5 }, (_, index) =>
      fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=${BLOWUP}&page=${index + 1}`),
    );
    const started = performance.now();
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // Before the bounds, five of these held health for 5 s or more; a loaded CI machine needs room.
    expect(performance.now() - started).toBeLessThan(2000);
    for (const attack of await Promise.all(attacks)) expect(attack.status).toBe(400);
  });

  it('finds nothing for a genre the catalogue does not have, and answers a real filter', async () => {
    const unknown = await fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=99999`);
    expect(((await unknown.json()) as { total_results: number }).total_results).toBe(0);
    const notANumber = await fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=16|x`);
    expect(notANumber.status).toBe(400);
    const real = await fetch(`${baseUrl}/api/tmdb-proxy/discover/tv?with_genres=16,18|35`);
    expect(real.status).toBe(200);
    expect(((await real.json()) as { total_results: number }).total_results).toBeGreaterThan(0);
  });
});
