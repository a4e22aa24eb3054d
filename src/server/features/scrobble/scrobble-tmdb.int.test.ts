import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp } from '../auth/auth-test-helpers';
import { recorded, scrobbleUser } from './scrobble-test-helpers';

const TMDB_KEY = 'scrobble-test-key';
/** Frieren's TMDB show id, and its S02E03's TVDB id in the fake (EPISODE_ID_FIXTURES). */
const FRIEREN = 209867;
const FRIEREN_S2E3_TVDB = '10404931';

/**
 * The recorded Emby episode event, marked played, with the TVDB id Emby's ProviderIds carry for
 * an episode from TheTVDB; the recording itself has only the episode's TMDB id (fixtures/SOURCES.md).
 * Its library numbers Frieren's second cour on from the first, as S01E31.
 */
function embyEpisode(tvdb: string, item: Record<string, unknown>) {
  const event = recorded<{ Item: Record<string, unknown> }>('emby-playback-start-episode.json');
  return {
    ...event,
    Event: 'item.markplayed',
    Item: {
      ...event.Item,
      ParentIndexNumber: 1,
      IndexNumber: 31,
      ProviderIds: { ...(event.Item.ProviderIds as object), Tvdb: tvdb },
      ...item,
    },
  };
}

describe.each(DIALECTS)('scrobbling with the TMDB catalogue on %s', (dialect) => {
  let fakeTmdb: FakeTmdb;
  let testApp: TestApp;
  let user: ReturnType<typeof scrobbleUser>;
  const clock = new ManualClock();

  beforeAll(async () => {
    fakeTmdb = await startFakeTmdb({ apiKey: TMDB_KEY, now: () => clock.now() });
  });
  afterAll(async () => {
    await fakeTmdb.close();
  });
  beforeEach(async () => {
    testApp = await createTestApp(
      dialect,
      {
        PUBLIC_URL: 'https://anime.example.org',
        TMDB_API_KEY: TMDB_KEY,
        TMDB_BASE_URL: fakeTmdb.baseUrl,
      },
      { clock },
    );
    const { token } = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    user = scrobbleUser(testApp.app, token);
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('moves an Emby episode to the show and episode its TVDB id names on TMDB, once', async () => {
    const path = await user.webhookPath();
    // A library name TMDB has no show of: only the id can find it.
    const played = embyEpisode(FRIEREN_S2E3_TVDB, { SeriesName: '长风渡' });
    const finds = fakeTmdb.countRequests(`find/${FRIEREN_S2E3_TVDB}`);
    expect(await (await user.postJson(path, played)).json()).toMatchObject({ outcome: 'moved' });
    expect(fakeTmdb.countRequests(`find/${FRIEREN_S2E3_TVDB}`)).toBe(finds + 1);
    expect(await user.titleOf(FRIEREN)).toMatchObject({
      media_type: 'tv',
      status: 'watching',
      current_season: 2,
      current_episode: 3,
    });
    const version = await user.listVersion();

    clock.advance(2000);
    expect(await (await user.postJson(path, played)).json()).toMatchObject({
      outcome: 'unchanged',
      reason: 'Already counted: the server sent this event again.',
    });
    expect(await user.listVersion()).toBe(version);
    const { entries } = await user.logOf();
    expect(entries.map((entry) => entry.outcome)).toEqual(['unchanged', 'moved']);
    expect(entries[1]).toMatchObject({
      server: 'emby',
      seriesName: '长风渡',
      title: { media_type: 'tv', id: FRIEREN },
    });
  });

  it('falls back to the exact name when TMDB does not know the TVDB id, and logs why when that fails too', async () => {
    const path = await user.webhookPath();
    const unknown = embyEpisode('999999999', { SeriesName: 'A series no catalogue knows' });
    expect(await (await user.postJson(path, unknown)).json()).toMatchObject({
      outcome: 'unmatched',
      reason: expect.stringMatching(/^TMDB finds no episode by TVDB id 999999999\. \S/) as string,
    });
    const [entry] = (await user.logOf()).entries;
    expect(entry).toMatchObject({
      outcome: 'unmatched',
      seriesName: 'A series no catalogue knows',
      fixable: true,
      reason: expect.stringContaining('TVDB id 999999999') as string,
    });

    // Matched by name, the server's own season and episode stand.
    const named = embyEpisode('999999998', {
      Id: 'another-episode',
      SeriesName: 'Frieren: Beyond Journey’s End',
      IndexNumber: 2,
    });
    expect(await (await user.postJson(path, named)).json()).toMatchObject({ outcome: 'moved' });
    expect(fakeTmdb.countRequests('find/999999998')).toBe(1);
    expect(await user.titleOf(FRIEREN)).toMatchObject({ current_season: 1, current_episode: 2 });
  });

  it('finds the show through Plex’s imdb:// guid and Jellyfin’s Provider_tvdb too', async () => {
    const path = await user.webhookPath();
    const scrobble = recorded<{ Metadata: Record<string, unknown> }>('plex-media-scrobble.json');
    // The recorded Baki Hanma episode's guids, with the IMDb one swapped for our Frieren episode's.
    const plex = {
      ...scrobble,
      Metadata: { ...scrobble.Metadata, Guid: [{ id: 'imdb://tt33261932' }] },
    };
    expect(await (await user.postPlex(path, plex)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(FRIEREN)).toMatchObject({ current_season: 2, current_episode: 3 });

    // The recorded 86 episode, with the TVDB id of the same Frieren episode: it names Frieren.
    clock.advance(2000);
    const jellyfin = recorded('jellyfin-playback-stop.json', {
      PlayedToCompletion: true,
      Provider_tvdb: FRIEREN_S2E3_TVDB,
    });
    expect(await (await user.postJson(path, jellyfin)).json()).toMatchObject({
      outcome: 'unchanged',
    });
    const [entry] = (await user.logOf()).entries;
    expect(entry).toMatchObject({
      server: 'jellyfin',
      seriesName: '86 Eighty-Six',
      title: { media_type: 'tv', id: FRIEREN },
    });
  });
});
