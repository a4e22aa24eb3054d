import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testCatalogueQueryWorker } from '../../testing/test-workers';

describe('with nothing configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the catalogue from the bundled offline data, with its credit', async () => {
    const info = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/info' });
    expect(info.json()).toMatchObject({
      provider: 'offline',
      capabilities: { posters: false, airDates: true, seasons: true },
      anilist: false,
      attributions: [
        { text: expect.stringContaining('Anime Recommendations Database') as string },
        { text: expect.stringContaining('bangumi-data') as string },
      ],
    });
    const details = await testApp.app.inject({ method: 'GET', url: '/api/tmdb-proxy/tv/5114' });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ id: 5114, name: 'Fullmetal Alchemist: Brotherhood' });
  });

  it('keeps AniList off, saying so', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/anilist',
      payload: { query: '{ Media { id } }' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { message: 'AniList is not enabled on this instance.' },
    });
  });
});

describe('the catalogue’s query threads', () => {
  /** Whether the app asked for the query worker's script, which it does to start a thread. */
  async function threadStartedWhileBuilt(warmCatalogue: boolean): Promise<boolean> {
    let asked = false;
    const testApp = await createTestApp(
      'sqlite',
      {},
      {
        warmCatalogue,
        catalogueQueryWorkerFile: () => {
          asked = true;
          return testCatalogueQueryWorker();
        },
      },
    );
    const started = asked;
    const details = await testApp.app.inject({ method: 'GET', url: '/api/tmdb-proxy/tv/5114' });
    expect(details.statusCode).toBe(200);
    expect(asked).toBe(true);
    await testApp.close();
    return started;
  }

  it('start while the server builds the app, beside its own start (decision 455)', async () => {
    expect(await threadStartedWhileBuilt(true)).toBe(true);
  });

  it('otherwise start with the first query, as tests that never listen have it', async () => {
    expect(await threadStartedWhileBuilt(false)).toBe(false);
  });
});

describe('with a TMDB key', () => {
  const apiKey = 'tmdb-secret-key-0123456789';
  let tmdb: FakeTmdb;
  let testApp: TestApp;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey });
    testApp = await createTestApp('sqlite', { TMDB_API_KEY: apiKey, TMDB_BASE_URL: tmdb.baseUrl });
  });
  afterAll(async () => {
    await testApp.close();
    await tmdb.close();
  });

  it('forwards to TMDB with the key added on the server, never handing it out', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tmdb-proxy/tv/209867',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 209867,
      name: expect.stringContaining('Frieren') as string,
    });
    expect(tmdb.countRequests('tv/209867')).toBe(1);
    expect(response.body).not.toContain(apiKey);
    expect(JSON.stringify(response.headers)).not.toContain(apiKey);
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.body).not.toContain(apiKey);
  });

  it('relays TMDB’s errors with this request’s id, even when the answer was kept', async () => {
    for (const requestId of ['trace-first-0001', 'trace-second-0002']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/tmdb-proxy/tv/999999',
        headers: { 'x-request-id': requestId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not-found', message: 'TMDB has nothing at tv/999999.', requestId },
      });
    }
    expect(tmdb.countRequests('tv/999999')).toBe(1);
  });

  it('credits TMDB', async () => {
    const info = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/info' });
    expect(info.json()).toMatchObject({
      provider: 'tmdb',
      attributions: [
        { text: 'This product uses the TMDB API but is not endorsed or certified by TMDB.' },
      ],
    });
  });
});
