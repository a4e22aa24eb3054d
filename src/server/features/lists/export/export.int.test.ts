import { describe, expect, it } from 'vitest';
import type { ListExport } from '../../../../shared/lists-api';
import type { ManualClock } from '../../../testing/test-app';
import { type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import { withSession, type TestUser } from '../../auth/auth-test-helpers';
import { track } from '../lists-test-helpers';

describe.each(DIALECTS)('list export on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, clock, user } = started);
  });

  const download = (format: string, token = user.token) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/lists/export?format=${format}`,
      ...withSession(token),
    });

  it('downloads every title as JSON with the export header', async () => {
    await track(testApp.app, user.token, 'tv/1535', { status: 'watching', name: 'Death Note' });
    clock.advance(1000);
    await track(testApp.app, user.token, 'movie/129', {
      status: 'completed',
      title: 'Spirited Away',
    });
    const response = await download('json');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tsuzuki-lists-2026-11-22.json"',
    );
    const document = response.json<ListExport>();
    expect(document).toMatchObject({
      product: 'Tsuzuki',
      version: 1,
      exportedAt: new Date(clock.now()).toISOString(),
    });
    expect(document.items.map((item) => [item.media_type, item.id])).toEqual([
      ['movie', 129],
      ['tv', 1535],
    ]);
  });

  it('downloads a CSV with a header row, RFC 4180 quoting and no live formulas', async () => {
    await track(testApp.app, user.token, 'tv/1', {
      status: 'planToWatch',
      name: '=HYPERLINK("http://example.com","Free, "episodes"")',
      genres: [
        { id: 16, name: 'Animation' },
        { id: 18, name: 'Drama' },
      ],
      vote_average: 7.5,
      first_air_date: '1998-04-03',
    });
    await track(testApp.app, user.token, 'movie/2', {
      status: 'onHold',
      title: 'Line one\nline two',
    });
    const response = await download('csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tsuzuki-lists-2026-11-22.csv"',
    );
    const text = response.body.replace(/^\uFEFF/, '');
    const records = text.split('\r\n');
    expect(records[0]).toBe(
      'title,media_type,id,status,current_season,current_episode,vote_average,first_air_date,release_date,genres,trackedAt,updatedAt,' +
        'mal_id,anilist_id,tmdb,season,season_status,progress,score,started_on,finished_on,rewatch_count,rewatching,notes,tags,favourite,entry_mal_id,entry_anilist_id,source_title,source_type,source_episodes,' +
        'romaji_name,english_name,native_name',
    );
    const now = new Date(clock.now()).toISOString();
    // Cowboy Bebop's ids and romaji name in the catalogue; its season's entry planned.
    expect(text).toContain(
      `"'=HYPERLINK(""http://example.com"",""Free, ""episodes"""")",tv,1,Plan to Watch,1,1,7.5,1998-04-03,,Animation; Drama,${now},${now},1,1,tv/30991,1,Plan to Watch,0,0,,,0,0,,,0,,,,,,Cowboy Bebop,,\r\n`,
    );
    // A film the catalogue does not know has no ids and no names by kind.
    expect(text).toContain(
      `"Line one\nline two",movie,2,On-Hold,1,1,,,,,${now},${now},,,,1,On-Hold,1,0,2026-11-22,,0,0,,,0,,,,,,,,\r\n`,
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it("carries each title's names by kind beside the name it was tracked under (decision 447)", async () => {
    await track(testApp.app, user.token, 'tv/52991', { status: 'watching', name: 'Frieren' });
    clock.advance(1000);
    await track(testApp.app, user.token, 'tv/16498', { status: 'completed' });
    const json = (await download('json')).json<ListExport>();
    expect(json.items.map(({ name, names }) => ({ name, names }))).toEqual([
      {
        name: 'Shingeki no Kyojin',
        names: { romaji: 'Shingeki no Kyojin', native: '進撃の巨人' },
      },
      {
        name: 'Frieren',
        names: { english: "Frieren: Beyond the Journey's End", native: '葬送のフリーレン' },
      },
    ]);
    const rows = (await download('csv')).body.split('\r\n');
    // The columns before them keep their places: the name tracked stays the first.
    expect(rows[1]).toMatch(/^Shingeki no Kyojin,tv,16498,.*,Shingeki no Kyojin,,進撃の巨人$/);
    expect(rows[2]).toMatch(
      /^Frieren,tv,52991,.*,,Frieren: Beyond the Journey's End,葬送のフリーレン$/,
    );
  });

  it('answers a header alone for an empty list, and refuses unknown formats', async () => {
    const response = await download('csv');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
    expect((await download('xlsx')).statusCode).toBe(400);
  });
});
