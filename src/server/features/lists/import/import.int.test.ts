import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { ListExport } from '../../../../shared/lists-api';
import type { ManualClock } from '../../../testing/test-app';
import { type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import { signUp, withSession, type TestUser } from '../../auth/auth-test-helpers';
import { everyTitle, track } from '../lists-test-helpers';
import { importFixture, importThroughApi, sendImport } from './import-test-helpers';

const MAL_XML = importFixture('mal-animelist.xml');
const ANILIST_JSON = importFixture('anilist-media-list-collection.json');

/** A MyAnimeList export of these <anime> entries. */
const malExport = (...anime: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" ?><myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${anime.join('')}</myanimelist>`;

const malAnime = (id: number, title: string, status: string, watched = 0, type = 'TV') =>
  `<anime><series_animedb_id>${id}</series_animedb_id><series_title><![CDATA[${title}]]></series_title><series_type>${type}</series_type><my_watched_episodes>${watched}</my_watched_episodes><my_status>${status}</my_status></anime>`;

describe.each(DIALECTS)('list import on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, clock, user } = started);
  });

  const send = (format: string, body: Buffer | string, contentType: string, token = user.token) =>
    sendImport(testApp.app, token, format, body, contentType);

  const importFile = (
    format: string,
    body: Buffer | string,
    contentType: string,
    token = user.token,
  ) => importThroughApi(testApp.app, token, format, body, contentType);

  const expectedMalMatches = [
    { title: 'Fullmetal Alchemist: Brotherhood', media_type: 'tv', id: 5114, status: 'completed' },
    { title: 'Death Note', media_type: 'tv', id: 1535, status: 'watching' },
    { title: 'Kimi no Na wa.', media_type: 'movie', id: 32281, status: 'planToWatch' },
    { title: 'Shingeki no Kyojin', media_type: 'tv', id: 16498, status: 'onHold' },
    { title: 'Naruto', media_type: 'tv', id: 20, status: 'dropped' },
    { title: 'Sousou no Frieren', media_type: 'tv', id: 52991, status: 'completed' },
  ].map((line) => ({ ...line, rule: 'mal-id' }));

  it('imports a MyAnimeList export by MyAnimeList id, with its statuses and progress', async () => {
    const { lines, report } = await importFile('mal', MAL_XML, 'application/xml');
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 6 });
    expect(lines.at(-2)).toEqual({ type: 'progress', done: 6, total: 6 });
    expect(report.matched).toEqual(expectedMalMatches);
    expect(report.unmatched).toEqual([]);
    expect(report.skipped).toEqual([]);

    const titles = await everyTitle(testApp.app, user.token);
    expect(titles).toHaveLength(6);
    const deathNote = titles.find((title) => title.id === 1535);
    expect(deathNote).toMatchObject({
      media_type: 'tv',
      name: 'Death Note',
      status: 'watching',
      current_season: 1,
      current_episode: 12,
    });
    expect(deathNote?.genres.map((genre) => genre.name)).toContain('Mystery');
    expect(titles.find((title) => title.id === 32281)).toMatchObject({
      media_type: 'movie',
      title: 'Your Name.',
      current_episode: 0,
    });
    expect(titles.find((title) => title.id === 52991)).toMatchObject({
      status: 'completed',
      current_season: 1,
      current_episode: 28,
    });
  });

  it('reads MyAnimeList’s .xml.gz the same way', async () => {
    const { report } = await importFile('mal', gzipSync(MAL_XML), 'application/gzip');
    expect(report.matched).toEqual(expectedMalMatches);
    expect(report.unmatched).toEqual([]);
  });

  it('leaves an unknown MyAnimeList id unmatched, saying why, and never guesses by name', async () => {
    const file = malExport(
      malAnime(99999, 'Hoshizora no Kanata: Lost Signal', 'Plan to Watch'),
      // A real name under a wrong id: the title with that name carries another id, so it is not it.
      malAnime(99998, 'Death Note', 'Completed', 37),
      // No prefix or partial names: "Naruto" is a title, "Naruto Shippu" is not.
      malAnime(99997, 'Naruto Shippu', 'Watching', 3),
    );
    const { report } = await importFile('mal', file, 'application/xml');
    expect(report.matched).toEqual([]);
    expect(report.unmatched).toEqual([
      {
        title: 'Hoshizora no Kanata: Lost Signal',
        reason: 'No title with MyAnimeList id 99999 in the catalogue.',
      },
      { title: 'Death Note', reason: 'No title with MyAnimeList id 99998 in the catalogue.' },
      { title: 'Naruto Shippu', reason: 'No title with MyAnimeList id 99997 in the catalogue.' },
    ]);
    expect(await everyTitle(testApp.app, user.token)).toEqual([]);
  });

  it('puts Lupin III (2015) on a show of its own, never on the 1971 series’ copy', async () => {
    const file = malExport(
      malAnime(1412, 'Lupin III', 'Completed', 23),
      malAnime(27947, 'Lupin III (2015)', 'Watching', 10),
      malAnime(35857, 'Lupin III: Part 5', 'Plan to Watch'),
    );
    const { report } = await importFile('mal', file, 'application/xml');
    expect(report.matched.map(({ title, id }) => [title, id])).toEqual([
      ['Lupin III', 1412],
      ['Lupin III (2015)', 27947],
      ['Lupin III: Part 5', 27947],
    ]);
    const lupin2015 = (await everyTitle(testApp.app, user.token)).find(
      (title) => title.id === 27947,
    );
    expect(lupin2015?.seasons?.map(({ season, malId }) => [season, malId])).toEqual([
      [1, 27947],
      [2, 35857],
    ]);
  });

  it('puts a later season on its show, at that season, and merges the seasons of one show', async () => {
    const file = malExport(
      malAnime(59978, 'Sousou no Frieren 2nd Season', 'Watching', 3),
      malAnime(16498, 'Shingeki no Kyojin', 'Completed', 25),
      malAnime(25777, 'Shingeki no Kyojin Season 2', 'Watching', 5),
      malAnime(35760, 'Shingeki no Kyojin Season 3', 'Plan to Watch', 0),
      malAnime(1535, 'Death Note', 'Watching', 12),
      malAnime(1535, 'Death Note', 'Completed', 37),
    );
    const { report } = await importFile('mal', file, 'application/xml');
    expect(report.unmatched).toEqual([]);
    expect(report.matched).toEqual(
      [
        { title: 'Sousou no Frieren 2nd Season', media_type: 'tv', id: 52991, status: 'watching' },
        { title: 'Shingeki no Kyojin', media_type: 'tv', id: 16498, status: 'planToWatch' },
        {
          title: 'Shingeki no Kyojin Season 2',
          media_type: 'tv',
          id: 16498,
          status: 'planToWatch',
        },
        {
          title: 'Shingeki no Kyojin Season 3',
          media_type: 'tv',
          id: 16498,
          status: 'planToWatch',
        },
        { title: 'Death Note', media_type: 'tv', id: 1535, status: 'completed' },
        { title: 'Death Note', media_type: 'tv', id: 1535, status: 'completed' },
      ].map((line) => ({ ...line, rule: 'mal-id' })),
    );
    const titles = await everyTitle(testApp.app, user.token);
    expect(titles).toHaveLength(3);
    expect(titles.find((title) => title.id === 52991)).toMatchObject({
      name: "Frieren: Beyond the Journey's End",
      status: 'watching',
      current_season: 2,
      current_episode: 3,
    });
    expect(titles.find((title) => title.id === 16498)).toMatchObject({
      status: 'planToWatch',
      current_season: 3,
      current_episode: 0,
    });
    expect(titles.find((title) => title.id === 1535)).toMatchObject({
      status: 'completed',
      current_season: 1,
      current_episode: 37,
    });
  });

  it('matches a line without ids by its exact name among titles of its type and year', async () => {
    const entries = [
      { status: 'CURRENT', progress: 2, media: { title: { romaji: 'Death Note' }, format: 'TV' } },
      { status: 'PLANNING', media: { title: { romaji: 'Death Not' }, format: 'TV' } },
      { status: 'PLANNING', media: { title: { english: 'Death Note' }, format: 'MOVIE' } },
    ];
    const { report } = await importFile('anilist', JSON.stringify(entries), 'application/json');
    expect(report.matched).toEqual([
      { title: 'Death Note', media_type: 'tv', id: 1535, status: 'watching', rule: 'title' },
    ]);
    expect(report.unmatched).toEqual([
      { title: 'Death Not', reason: 'No title of this exact name and type in the catalogue.' },
      { title: 'Death Note', reason: 'No title of this exact name and type in the catalogue.' },
    ]);
  });

  it('merges into titles already tracked, keeping what the file does not carry', async () => {
    await track(testApp.app, user.token, 'tv/1535', {
      status: 'completed',
      name: 'Death Note (my copy)',
      poster_path: '/my-poster.jpg',
      current_episode: 37,
    });
    clock.advance(1000);
    await importFile('mal', MAL_XML, 'text/xml');
    const titles = await everyTitle(testApp.app, user.token);
    expect(titles.find((title) => title.id === 1535)).toMatchObject({
      name: 'Death Note (my copy)',
      poster_path: '/my-poster.jpg',
      status: 'watching',
      current_episode: 12,
    });
  });

  it('refuses hostile XML: a DOCTYPE with entity expansion is never parsed', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE myanimelist [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
]>
<myanimelist><anime><series_animedb_id>20</series_animedb_id><series_title>&c;</series_title><my_status>Watching</my_status></anime></myanimelist>`;
    const response = await send('mal', bomb, 'application/xml');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'invalid-import',
      message: expect.stringContaining('DOCTYPE') as string,
    });
    expect(await everyTitle(testApp.app, user.token)).toEqual([]);
  });

  it('imports an AniList list by MyAnimeList id, else AniList id, keeping AniList’s extras', async () => {
    const { report } = await importFile('anilist', ANILIST_JSON, 'application/json');
    expect(report.matched).toEqual([
      { title: 'Steins;Gate', media_type: 'tv', id: 9253, status: 'watching', rule: 'mal-id' },
      {
        title: 'Frieren: Beyond Journey’s End',
        media_type: 'tv',
        id: 52991,
        status: 'watching',
        rule: 'mal-id',
      },
      {
        title: 'A Silent Voice',
        media_type: 'movie',
        id: 28851,
        status: 'completed',
        rule: 'mal-id',
      },
      // AniList gives it no MyAnimeList id; bangumi-data's AniList id finds it.
      { title: 'One-Punch Man', media_type: 'tv', id: 30276, status: 'onHold', rule: 'anilist-id' },
      {
        title: 'The Apothecary Diaries',
        media_type: 'tv',
        id: 54492,
        status: 'planToWatch',
        rule: 'mal-id',
      },
    ]);
    expect(report.unmatched).toEqual([]);
    const titles = await everyTitle(testApp.app, user.token);
    expect(titles.find((title) => title.id === 28851)).toMatchObject({
      title: 'A Silent Voice',
      status: 'completed',
      format: 'MOVIE',
      season: 'FALL',
      seasonYear: 2016,
      isAdult: false,
      countryOfOrigin: 'JP',
      episodes: 1,
    });
    expect(titles.find((title) => title.id === 30276)).toMatchObject({ current_episode: 4 });
  });

  it('gives back the same list from its own JSON export, in a fresh account', async () => {
    await importFile('anilist', ANILIST_JSON, 'application/json');
    clock.advance(60_000);
    await track(testApp.app, user.token, 'tv/9253', {
      current_season: 2,
      current_episode: 3,
      // A rewatch started on screen: its pass is dated, and comes back with its date.
      entry: { rewatching: true },
      trailer: { id: 'uMYhjVwp0Fk', site: 'youtube', thumbnail: null },
      seriesDetails: { note: 'rewatch, with "quotes", commas' },
    });
    await track(testApp.app, user.token, 'movie/129', {
      status: 'planToWatch',
      title: 'Spirited Away',
      genres: [{ id: 16, name: 'Animation' }],
      release_date: '2001-07-20',
    });
    // A MyAnimeList line keeps its own name, type and length; one no title matches is kept.
    await importFile(
      'mal',
      malExport(
        malAnime(1535, 'Death Note (MAL)', 'Completed', 37),
        malAnime(99999, 'Hoshizora no Kanata: Lost Signal', 'Plan to Watch', 0, 'OVA'),
      ),
      'application/xml',
    );
    const exportJson = async (token: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/lists/export?format=json',
        ...withSession(token),
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const exported = await exportJson(user.token);
    const document = exported.json<ListExport>();
    expect(document).toMatchObject({ product: 'Tsuzuki', version: 1 });
    const deathNote = document.items.find((item) => item.id === 1535);
    expect(deathNote?.ids).toEqual({ myAnimeList: 1535, aniList: 1535, tmdb: 'tv/13916' });
    expect(deathNote?.seasons?.[0]?.source).toEqual({
      title: 'Death Note (MAL)',
      type: 'TV',
      episodes: 0,
    });
    expect(document.items.find((item) => item.id === 9253)?.seasons?.at(-1)?.passes).toEqual([
      { pass: 1, progress: 3, startedOn: '2026-11-22', finishedOn: null },
    ]);
    expect(document.keptLines).toMatchObject([
      {
        malId: 99999,
        status: 'planToWatch',
        listed: { title: 'Hoshizora no Kanata: Lost Signal', type: 'OVA', episodes: 0 },
      },
    ]);

    // lastWatchedAt is read from the watch history, which the JSON export does not carry: the
    // other account's history is dated by each entry's own dates instead.
    const sameList = (body: string) => {
      const { exportedAt: _at, items, ...rest } = JSON.parse(body) as ListExport;
      return { ...rest, items: items.map(({ lastWatchedAt: _last, ...item }) => item) };
    };
    clock.advance(60_000);
    const fresh = await signUp(testApp.app);
    const { report } = await importFile('tsuzuki', exported.body, 'application/json', fresh.token);
    expect(report.matched).toHaveLength(document.items.length);
    expect(sameList((await exportJson(fresh.token)).body)).toEqual(sameList(exported.body));

    await importFile('tsuzuki', exported.body, 'application/json');
    expect(sameList((await exportJson(user.token)).body)).toEqual(sameList(exported.body));
  });

  it('takes files far above the usual 1 MB body limit', async () => {
    const padded = MAL_XML.toString('utf8').replace(
      '<myanimelist>',
      `<myanimelist><!-- ${'exported notes '.repeat(200_000)} -->`,
    );
    expect(Buffer.byteLength(padded)).toBeGreaterThan(3_000_000);
    const { report } = await importFile('mal', padded, 'application/xml');
    expect(report.matched).toHaveLength(6);
  });

  it('refuses what it cannot read, before streaming anything', async () => {
    const cases: [string, string | Buffer, string, number][] = [
      ['anilist', '{"data":', 'application/json', 400],
      ['tsuzuki', '{"product":"Elsewhere","version":1,"items":[]}', 'application/json', 400],
      ['mal', 'plain words', 'text/plain', 415],
      ['mal', gzipSync('<myanimelist>').subarray(0, 12), 'application/gzip', 400],
      ['kitsu', '<myanimelist/>', 'application/xml', 400],
      ['mal', Buffer.alloc(10 * 1024 * 1024 + 1, 32), 'application/xml', 413],
    ];
    for (const [format, body, contentType, status] of cases) {
      const response = await send(format, body, contentType);
      expect(response.statusCode, `${format} ${contentType}`).toBe(status);
      expect(response.json<ApiErrorBody>().error.message).not.toBe('');
    }
  });

  it('limits how often one account imports', async () => {
    const empty =
      '<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo></myanimelist>';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await send('mal', empty, 'application/xml')).statusCode).toBe(200);
    }
    const refused = await send('mal', empty, 'application/xml');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await signUp(testApp.app);
    expect((await send('mal', empty, 'application/xml', other.token)).statusCode).toBe(200);
  });

  it('counts refused files toward the hourly limit, as reading them costs the same', async () => {
    const refused: [string, string | Buffer, string][] = [
      ['mal', gzipSync('plain words'), 'application/gzip'],
      ['mal', gzipSync(MAL_XML).subarray(0, 40), 'application/gzip'],
      ['mal', '<myanimelist><anime>', 'application/xml'],
      ['mal', ANILIST_JSON, 'application/json'],
      ['anilist', MAL_XML, 'application/json'],
      ['tsuzuki', ANILIST_JSON, 'application/json'],
      ['kitsu', MAL_XML, 'application/xml'],
      ['mal', MAL_XML, 'text/plain'],
      ['mal', '', 'application/xml'],
      ['mal', Buffer.alloc(10 * 1024 * 1024 + 1, 32), 'application/xml'],
    ];
    for (const [format, body, contentType] of refused) {
      const response = await send(format, body, contentType);
      expect([400, 413, 415], `${format} ${contentType}`).toContain(response.statusCode);
    }
    const eleventh = await send('mal', MAL_XML, 'application/xml');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    clock.advance(3_600_000);
    expect((await send('mal', MAL_XML, 'application/xml')).statusCode).toBe(200);
  });
});
