import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import type { TestUser } from '../../auth/auth-test-helpers';
import { importFixture, importThroughApi } from './import-test-helpers';

const line = (fields: Record<string, string | number>) =>
  `<anime>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('')}</anime>`;

/** Code Geass and its second season, which the catalogue folds into one show. */
const CODE_GEASS = `<?xml version="1.0" encoding="UTF-8" ?><myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${line(
  {
    series_animedb_id: 1575,
    series_title: 'Code Geass: Hangyaku no Lelouch',
    series_type: 'TV',
    my_watched_episodes: 25,
    my_start_date: '2008-01-05',
    my_finish_date: '2008-03-30',
    my_score: 9,
    my_status: 'Completed',
    my_times_watched: 1,
  },
)}${line({
  series_animedb_id: 2904,
  series_title: 'Code Geass: Hangyaku no Lelouch R2',
  series_type: 'TV',
  my_watched_episodes: 12,
  my_start_date: '2009-04-00',
  my_finish_date: '0000-00-00',
  my_score: 0,
  my_status: 'On-Hold',
})}</myanimelist>`;

describe.each(DIALECTS)('season entries of an import on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;
  withSignedInApp(dialect, (started) => {
    ({ testApp, user } = started);
  });

  const entriesAndHistory = async () => {
    const { db } = testApp.database;
    const entries = await db
      .selectFrom('list_entries')
      .select(['season', 'status', 'progress', 'score', 'started_on', 'finished_on', 'mal_id'])
      .where('user_id', '=', user.uid)
      .orderBy('season')
      .execute();
    const history = await db
      .selectFrom('watch_history')
      .select(['season', 'pass', 'first_episode', 'last_episode', 'at'])
      .where('user_id', '=', user.uid)
      .orderBy('season')
      .orderBy('pass')
      .execute();
    const passes = await db
      .selectFrom('watch_passes')
      .select(['season', 'pass', 'progress', 'started_on', 'finished_on'])
      .where('user_id', '=', user.uid)
      .orderBy('season')
      .orderBy('pass')
      .execute();
    return {
      entries,
      history: history.map((row) => ({ ...row, at: row.at && Number(row.at) })),
      passes,
    };
  };

  it('keeps each season its own entry, its history dated by the file or undated; twice is once', async () => {
    const { report } = await importThroughApi(
      testApp.app,
      user.token,
      'mal',
      CODE_GEASS,
      'text/xml',
    );
    expect(report.matched.map((matched) => matched.id)).toEqual([
      report.matched[0]?.id,
      report.matched[0]?.id,
    ]);
    const first = await entriesAndHistory();
    expect(first.entries).toEqual([
      {
        season: 1,
        status: 'completed',
        progress: 25,
        score: 90,
        started_on: '2008-01-05',
        finished_on: '2008-03-30',
        mal_id: 1575,
      },
      {
        season: 2,
        status: 'onHold',
        progress: 12,
        score: 0,
        started_on: '2009-04-00',
        finished_on: null,
        mal_id: 2904,
      },
    ]);
    expect(first.history).toEqual([
      { season: 1, pass: 0, first_episode: 1, last_episode: 25, at: Date.UTC(2008, 2, 30, 12) },
      // Watched once more: the rewatch's episodes, which no source dates.
      { season: 1, pass: 1, first_episode: 1, last_episode: 25, at: null },
      // A partial date places the episodes in no month.
      { season: 2, pass: 0, first_episode: 1, last_episode: 12, at: null },
    ]);
    expect(first.passes).toEqual([
      { season: 1, pass: 1, progress: 25, started_on: null, finished_on: null },
    ]);

    await importThroughApi(testApp.app, user.token, 'mal', CODE_GEASS, 'text/xml');
    expect(await entriesAndHistory()).toEqual(first);
  });

  it('keeps the name a MyAnimeList line gave when an AniList list of the same title follows', async () => {
    const steinsGate = `<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${line({
      series_animedb_id: 9253,
      series_title: 'Steins;Gate',
      series_type: 'TV',
      series_episodes: 24,
      my_watched_episodes: 24,
      my_status: 'Completed',
    })}</myanimelist>`;
    await importThroughApi(testApp.app, user.token, 'mal', steinsGate, 'text/xml');
    await importThroughApi(
      testApp.app,
      user.token,
      'anilist',
      importFixture('anilist-media-list-collection.json'),
      'application/json',
    );
    const entry = await testApp.database.db
      .selectFrom('list_entries')
      .select(['progress', 'source_title', 'source_type', 'source_episodes'])
      .where('user_id', '=', user.uid)
      .where('title_id', '=', 9253)
      .executeTakeFirst();
    // AniList's line wins the progress; the name, type and length stay MyAnimeList's.
    expect(entry).toEqual({
      progress: 9,
      source_title: 'Steins;Gate',
      source_type: 'TV',
      source_episodes: 24,
    });
  });

  it('writes a rewatch pass per time watched and the open one while rewatching, and follows the count', async () => {
    const deathNote = (timesWatched: number, rewatching: number) =>
      `<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${line({
        series_animedb_id: 1535,
        series_title: 'Death Note',
        my_watched_episodes: 37,
        my_status: 'Completed',
        my_times_watched: timesWatched,
        my_rewatching: rewatching,
      })}</myanimelist>`;
    await importThroughApi(testApp.app, user.token, 'mal', deathNote(2, 1), 'text/xml');
    const { passes, history } = await entriesAndHistory();
    expect(passes.map(({ pass, progress }) => [pass, progress])).toEqual([
      [1, 37],
      [2, 37],
      [3, 0],
    ]);
    expect(history.map(({ pass, last_episode }) => [pass, last_episode])).toEqual([
      [0, 37],
      [1, 37],
      [2, 37],
    ]);

    await importThroughApi(testApp.app, user.token, 'mal', deathNote(1, 0), 'text/xml');
    const fewer = await entriesAndHistory();
    expect(fewer.passes.map(({ pass }) => pass)).toEqual([1]);
    expect(fewer.history.map(({ pass }) => pass)).toEqual([0, 1]);
  });
});
