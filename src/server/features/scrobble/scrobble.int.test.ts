import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScrobbleAddress } from '../../../shared/scrobble-api';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp } from '../auth/auth-test-helpers';
import { recorded, scrobbleUser } from './scrobble-test-helpers';

const FRIEREN = 52991;
const EIGHTY_SIX = 41457;
const HELLS_PARADISE = 46569;
const BAKI_HANMA = 42940;
const SPIRITED_AWAY = 199;
const PRINCESS_MONONOKE = 164;
/** Listed twice in the catalogue under one name: MyAnimeList's entry and bangumi-data's. */
const BLOODIVORES = 33985;

describe.each(DIALECTS)('scrobbling webhooks on %s', (dialect) => {
  let testApp: TestApp;
  let user: ReturnType<typeof scrobbleUser>;
  const clock = new ManualClock();

  beforeEach(async () => {
    testApp = await createTestApp(dialect, { PUBLIC_URL: 'https://anime.example.org' }, { clock });
    const { token } = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    user = scrobbleUser(testApp.app, token);
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('moves progress once for a recorded Jellyfin event, however often it is sent', async () => {
    const path = await user.webhookPath();
    const stop = recorded('jellyfin-playback-stop.json', { PlayedToCompletion: true });
    const first = await user.postJson(path, stop, 'text/plain; charset=utf-8');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'moved' });
    const version = await user.listVersion();
    expect(await user.titleOf(EIGHTY_SIX)).toMatchObject({
      status: 'watching',
      current_season: 1,
      current_episode: 1,
      name: expect.stringContaining('86') as string,
    });

    clock.advance(2000);
    const again = await user.postJson(path, stop);
    expect(await again.json()).toMatchObject({ outcome: 'unchanged' });
    clock.advance(2000);
    const played = recorded('jellyfin-user-data-saved.json', { Played: true });
    expect(await (await user.postJson(path, played)).json()).toMatchObject({
      outcome: 'unchanged',
    });
    expect(await user.listVersion()).toBe(version);

    const log = await user.logOf();
    expect(log.entries.map((entry) => entry.outcome)).toEqual(['unchanged', 'unchanged', 'moved']);
    expect(log.entries[2]).toMatchObject({ server: 'jellyfin', seriesName: '86 Eighty-Six' });
  });

  it('logs an unfinished stop as ignored, with its reason', async () => {
    const path = await user.webhookPath();
    const answer = await user.postJson(path, recorded('jellyfin-playback-stop.json'));
    expect(await answer.json()).toMatchObject({
      outcome: 'ignored',
      reason: 'Playback stopped before the end.',
    });
    expect(await user.titleOf(EIGHTY_SIX)).toBeUndefined();
  });

  it('lands a second-season episode on the second season, and a two-episode file on its later one', async () => {
    const path = await user.webhookPath();
    // As the plugin sends a later season: Year is the episode's own, the show's is its premiere.
    const episode = recorded('jellyfin-playback-stop.json', {
      PlayedToCompletion: true,
      ItemId: 'hells-paradise-s2e10',
      SeriesName: "Hell's Paradise: Jigokuraku",
      SeriesPremiereDate: '2023-04-01',
      Year: 2026,
      PremiereDate: '2026-03-15',
      SeasonNumber: 2,
      EpisodeNumber: 10,
    });
    expect(await (await user.postJson(path, episode)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(HELLS_PARADISE)).toMatchObject({
      current_season: 2,
      current_episode: 10,
    });

    const double = {
      ...episode,
      ItemId: 'hells-paradise-s2e11',
      EpisodeNumber: 11,
      EpisodeNumberEnd: 12,
    };
    expect(await (await user.postJson(path, double)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(HELLS_PARADISE)).toMatchObject({
      current_season: 2,
      current_episode: 12,
    });

    const earlier = {
      ...episode,
      ItemId: 'hells-paradise-s1e5',
      SeasonNumber: 1,
      EpisodeNumber: 5,
    };
    expect(await (await user.postJson(path, earlier)).json()).toMatchObject({
      outcome: 'unchanged',
    });
    expect(await user.titleOf(HELLS_PARADISE)).toMatchObject({
      current_season: 2,
      current_episode: 12,
    });
  });

  it('moves a recorded Emby event once', async () => {
    const path = await user.webhookPath();
    const event = recorded<{ Item: Record<string, unknown> }>('emby-playback-start-episode.json');
    const played = {
      ...event,
      Event: 'item.markplayed',
      Item: {
        ...event.Item,
        SeriesName: "Frieren: Beyond the Journey's End",
        ParentIndexNumber: 2,
        IndexNumber: 3,
      },
    };
    expect(await (await user.postJson(path, played)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(FRIEREN)).toMatchObject({ current_season: 2, current_episode: 3 });
    expect(await (await user.postJson(path, played)).json()).toMatchObject({
      outcome: 'unchanged',
    });
  });

  it('counts an event once when the server sends it twice at the same moment', async () => {
    const path = await user.webhookPath();
    const stop = recorded('jellyfin-playback-stop.json', { PlayedToCompletion: true });
    const played = recorded('jellyfin-user-data-saved.json', { Played: true });
    const answers = await Promise.all([user.postJson(path, stop), user.postJson(path, played)]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => (await answer.json()) as { outcome: string }),
    );
    expect(outcomes.map((each) => each.outcome).sort()).toEqual(['moved', 'unchanged']);
    expect(await user.titleOf(EIGHTY_SIX)).toMatchObject({ current_season: 1, current_episode: 1 });
  });

  it('matches a film by its own TMDB or AniDB id before its name', async () => {
    const path = await user.webhookPath();
    const stop = recorded<{ Item: Record<string, unknown>; PlaybackInfo: object }>(
      'emby-playback-stop-movie.json',
    );
    // The recorded film is not anime; its TMDB id is swapped for Spirited Away's, its names kept.
    const spiritedAway = {
      ...stop,
      Item: { ...stop.Item, ProviderIds: { Tmdb: '129' } },
      PlaybackInfo: { ...stop.PlaybackInfo, PlayedToCompletion: true },
    };
    expect(await (await user.postJson(path, spiritedAway)).json()).toMatchObject({
      outcome: 'moved',
    });
    expect(await user.titleOf(SPIRITED_AWAY)).toMatchObject({ status: 'completed' });
    expect(await (await user.postJson(path, spiritedAway)).json()).toMatchObject({
      outcome: 'unchanged',
    });

    const mononoke = recorded('jellyfin-playback-stop.json', {
      PlayedToCompletion: true,
      ItemId: 'film',
      ItemType: 'Movie',
      Name: 'A name no catalogue knows',
      Provider_anidb: '7',
    });
    expect(await (await user.postJson(path, mononoke)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(PRINCESS_MONONOKE)).toMatchObject({ status: 'completed' });
  });

  it('takes the title the user tracks where one name is two catalogue entries', async () => {
    const path = await user.webhookPath();
    const event = recorded<{ Item: Record<string, unknown> }>('emby-playback-start-episode.json');
    const played = {
      ...event,
      Event: 'item.markplayed',
      Item: { ...event.Item, SeriesName: 'Bloodivores', ParentIndexNumber: 1, IndexNumber: 2 },
    };
    expect(await (await user.postJson(path, played)).json()).toMatchObject({
      outcome: 'unmatched',
      reason: '2 titles share this name; choose the one you mean.',
    });
    const tracked = await user.asUser('PUT', `/api/lists/tv/${BLOODIVORES}`, {
      status: 'watching',
      name: 'Bloodivores',
    });
    expect(tracked.statusCode).toBe(201);
    expect(await (await user.postJson(path, played)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(BLOODIVORES)).toMatchObject({
      current_season: 1,
      current_episode: 2,
    });
  });

  it('logs an unmatched Plex event, and matches it once the user chose its title', async () => {
    const path = await user.webhookPath();
    const scrobble = recorded('plex-media-scrobble.json');
    const first = await user.postPlex(path, scrobble);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'unmatched' });
    const [entry] = (await user.logOf()).entries;
    expect(entry).toMatchObject({ server: 'plex', seriesName: '范马刃牙', fixable: true });

    const chose = await user.asUser('POST', `/api/profile/scrobble/log/${entry?.id}/choice`, {
      media_type: 'tv',
      id: BAKI_HANMA,
    });
    expect(chose.statusCode).toBe(204);
    expect(await (await user.postPlex(path, scrobble)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(BAKI_HANMA)).toMatchObject({ current_season: 1, current_episode: 1 });
    expect(await (await user.postPlex(path, scrobble)).json()).toMatchObject({
      outcome: 'unchanged',
    });

    const nextEpisode = {
      ...scrobble,
      Metadata: { ...(scrobble.Metadata as object), ratingKey: '40295', index: 2 },
    };
    expect(await (await user.postPlex(path, nextEpisode)).json()).toMatchObject({
      outcome: 'moved',
    });
    expect(await user.titleOf(BAKI_HANMA)).toMatchObject({ current_episode: 2 });
  });

  it('applies a user’s season offset for one title', async () => {
    const path = await user.webhookPath();
    const mapping = await user.asUser(
      'PUT',
      `/api/profile/scrobble/mappings/tv/${HELLS_PARADISE}`,
      {
        numbering: 'seasons',
        seasonOffset: 1,
      },
    );
    expect(mapping.statusCode).toBe(200);
    const episode = recorded('jellyfin-playback-stop.json', {
      PlayedToCompletion: true,
      SeriesName: "Hell's Paradise: Jigokuraku",
      SeriesPremiereDate: '2023-04-01',
      Year: 2023,
      SeasonNumber: 1,
      EpisodeNumber: 4,
    });
    expect(await (await user.postJson(path, episode)).json()).toMatchObject({ outcome: 'moved' });
    expect(await user.titleOf(HELLS_PARADISE)).toMatchObject({
      current_season: 2,
      current_episode: 4,
    });
  });

  it('refuses unknown, malformed, rotated and revoked addresses', async () => {
    const path = await user.webhookPath();
    const stop = recorded('jellyfin-playback-stop.json', { PlayedToCompletion: true });
    expect((await user.postJson(`/api/scrobble/${'a'.repeat(43)}`, stop)).status).toBe(404);
    expect((await user.postJson('/api/scrobble/short', stop)).status).toBe(404);

    const rotated = (await user.asUser('POST', '/api/profile/scrobble')).json<ScrobbleAddress>();
    expect(rotated.url).not.toContain(path);
    expect((await user.postJson(path, stop)).status).toBe(404);
    const newPath = new URL(rotated.url ?? '').pathname;
    expect((await user.postJson(newPath, stop)).status).toBe(200);

    expect((await user.asUser('DELETE', '/api/profile/scrobble')).json()).toEqual({ url: null });
    expect((await user.postJson(newPath, stop)).status).toBe(404);
    expect((await user.asUser('GET', '/api/profile/scrobble')).json()).toEqual({ url: null });
  });

  it('answers 4xx to malformed, foreign and oversized bodies', async () => {
    const path = await user.webhookPath();
    const raw = (body: string, type: string) =>
      fetch(`${user.base}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await raw('{not json', 'application/json')).status).toBe(400);
    expect((await raw('{not json', 'text/plain')).status).toBe(400);
    expect((await raw('{"hello":"world"}', 'application/json')).status).toBe(400);
    expect((await raw('[1,2,3]', 'application/json')).status).toBe(400);
    expect((await raw('x'.repeat(300 * 1024), 'text/plain')).status).toBe(413);
    expect((await raw('<xml/>', 'application/xml')).status).toBe(415);
    const form = new FormData();
    form.append('other', 'value');
    expect((await fetch(`${user.base}${path}`, { method: 'POST', body: form })).status).toBe(400);
  });

  it('needs a session for the address and the log', async () => {
    for (const url of ['/api/profile/scrobble', '/api/profile/scrobble/log']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
