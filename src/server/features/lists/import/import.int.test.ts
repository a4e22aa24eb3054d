import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { ImportLine, ListExport } from '../../../../shared/lists-api';
import type { ManualClock } from '../../../testing/test-app';
import { type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import { signUp, withSession, type TestUser } from '../../auth/auth-test-helpers';
import { everyTitle, track } from '../lists-test-helpers';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const MAL_XML = fixture('mal-animelist.xml');
const ANILIST_JSON = fixture('anilist-media-list-collection.json');

type Report = Extract<ImportLine, { type: 'report' }>;

describe.each(DIALECTS)('list import on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, clock, user } = started);
  });

  const send = (format: string, body: Buffer | string, contentType: string, token = user.token) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/lists/import?format=${format}`,
      headers: { 'content-type': contentType },
      payload: body,
      ...withSession(token),
    });

  async function importFile(
    format: string,
    body: Buffer | string,
    contentType: string,
    token = user.token,
  ): Promise<{ lines: ImportLine[]; report: Report }> {
    const response = await send(format, body, contentType, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportLine);
    const report = lines.at(-1);
    if (report?.type !== 'report') throw new Error(`no report: ${response.body}`);
    return { lines, report };
  }

  const expectedMalMatches = [
    { title: 'Fullmetal Alchemist: Brotherhood', media_type: 'tv', id: 5114, status: 'completed' },
    { title: 'Death Note', media_type: 'tv', id: 1535, status: 'watching' },
    { title: 'Kimi no Na wa.', media_type: 'movie', id: 32281, status: 'planToWatch' },
    { title: 'Shingeki no Kyojin', media_type: 'tv', id: 16498, status: 'onHold' },
    { title: 'Naruto', media_type: 'tv', id: 20, status: 'dropped' },
  ];

  it('imports a MyAnimeList export, matching by MyAnimeList id and reporting the rest', async () => {
    const { lines, report } = await importFile('mal', MAL_XML, 'application/xml');
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 6 });
    expect(lines.at(-2)).toEqual({ type: 'progress', done: 6, total: 6 });
    expect(report.matched).toEqual(expectedMalMatches);
    expect(report.unmatched).toEqual([
      { title: 'Sousou no Frieren', reason: 'Not found in the catalogue.' },
    ]);
    expect(report.skipped).toEqual([]);

    const titles = await everyTitle(testApp.app, user.token);
    expect(titles).toHaveLength(5);
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
      title: 'Kimi no Na wa.',
      current_episode: 0,
    });
  });

  it('reads MyAnimeList’s .xml.gz the same way', async () => {
    const { report } = await importFile('mal', gzipSync(MAL_XML), 'application/gzip');
    expect(report.matched).toEqual(expectedMalMatches);
    expect(report.unmatched).toHaveLength(1);
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

  it('imports an AniList list, by MyAnimeList id or by title, keeping AniList’s extras', async () => {
    const { report } = await importFile('anilist', ANILIST_JSON, 'application/json');
    expect(report.matched).toEqual([
      { title: 'Steins;Gate', media_type: 'tv', id: 9253, status: 'watching' },
      { title: 'A Silent Voice', media_type: 'movie', id: 28851, status: 'completed' },
      { title: 'One-Punch Man', media_type: 'tv', id: 30276, status: 'onHold' },
    ]);
    expect(report.unmatched).toEqual([
      { title: 'Frieren: Beyond Journey’s End', reason: 'Not found in the catalogue.' },
      { title: 'The Apothecary Diaries', reason: 'Not found in the catalogue.' },
    ]);
    const titles = await everyTitle(testApp.app, user.token);
    expect(titles.find((title) => title.id === 28851)).toMatchObject({
      title: 'Koe no Katachi',
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
      trailer: { id: 'uMYhjVwp0Fk', site: 'youtube', thumbnail: null },
      seriesDetails: { note: 'rewatch, with "quotes", commas' },
    });
    await track(testApp.app, user.token, 'movie/129', {
      status: 'planToWatch',
      title: 'Spirited Away',
      genres: [{ id: 16, name: 'Animation' }],
      release_date: '2001-07-20',
    });
    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/export?format=json',
      ...withSession(user.token),
    });
    expect(exported.statusCode).toBe(200);
    const document = exported.json<ListExport>();
    expect(document).toMatchObject({ product: 'Tsuzuki', version: 1 });

    clock.advance(60_000);
    const fresh = await signUp(testApp.app);
    const { report } = await importFile('tsuzuki', exported.body, 'application/json', fresh.token);
    expect(report.matched).toHaveLength(document.items.length);
    expect(await everyTitle(testApp.app, fresh.token)).toEqual(document.items);
  });

  it('takes files far above the usual 1 MB body limit', async () => {
    const padded = MAL_XML.toString('utf8').replace(
      '<myanimelist>',
      `<myanimelist><!-- ${'exported notes '.repeat(200_000)} -->`,
    );
    expect(Buffer.byteLength(padded)).toBeGreaterThan(3_000_000);
    const { report } = await importFile('mal', padded, 'application/xml');
    expect(report.matched).toHaveLength(5);
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
});
