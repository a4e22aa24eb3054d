import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../shared/lists-api';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { withSignedInApp } from '../../testing/signed-in-app';
import { withSession, type TestUser } from '../auth/auth-test-helpers';
import { listPage, track } from './lists-test-helpers';

const FRIEREN_NAMES = { english: "Frieren: Beyond the Journey's End", native: '葬送のフリーレン' };
const TITAN_NAMES = { romaji: 'Shingeki no Kyojin', native: '進撃の巨人' };

describe.each(DIALECTS)("the lists' names by kind on %s (decision 446)", (dialect) => {
  let testApp: TestApp;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, user } = started);
  });

  it('sends each title with its names by kind beside the one name it was tracked under', async () => {
    const added = await track(testApp.app, user.token, 'tv/52991', {
      status: 'watching',
      name: 'Frieren',
    });
    expect(added).toMatchObject({ name: 'Frieren', names: FRIEREN_NAMES });
    await track(testApp.app, user.token, 'tv/16498', { status: 'planToWatch' });
    // A title the catalogue does not know keeps its own name alone.
    await track(testApp.app, user.token, 'movie/2', { status: 'onHold', title: 'Home-made' });

    const page = await listPage(testApp.app, user.token);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(52991)).toMatchObject({ name: 'Frieren', names: FRIEREN_NAMES });
    expect(byId.get(16498)).toMatchObject({ name: 'Shingeki no Kyojin', names: TITAN_NAMES });
    expect(byId.get(2)).not.toHaveProperty('names');
  });

  it('sends a page holding Japanese names as UTF-8 JSON, compressed when asked, and again from memory', async () => {
    // Past the 1 KB below which answers go uncompressed.
    for (const id of [16498, 5114, 918, 1535]) {
      await track(testApp.app, user.token, `tv/${id}`, { status: 'completed' });
    }
    await track(testApp.app, user.token, 'tv/52991', { status: 'watching' });
    for (let read = 0; read < 2; read++) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/lists',
        headers: { 'accept-encoding': 'gzip' },
        ...withSession(user.token),
      });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('gzip');
      const page = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as ListPage;
      expect(page.items[0]?.names).toEqual(FRIEREN_NAMES);
    }
  });

  it('sends them with the title a season entry write answers', async () => {
    await track(testApp.app, user.token, 'tv/16498', { status: 'watching' });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/lists/tv/16498/seasons/1',
      payload: { score: 80 },
      ...withSession(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TrackedTitle>().names).toEqual(TITAN_NAMES);
  });

  it('never stores them: a write naming them is refused', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/lists/tv/52991',
      payload: { status: 'watching', names: { native: 'made up' } },
      ...withSession(user.token),
    });
    expect(response.statusCode).toBe(400);
  });
});
