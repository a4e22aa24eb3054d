import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { signUp, withSession } from '../../auth/auth-test-helpers';
import { importFixture, importThroughApi } from '../import/import-test-helpers';
import { KEPT_MAL_FIELDS, identicalShare, malFieldsOf, type MalFields } from './mal-export-fields';

/** The real exports of fixtures/real-mal-exports/SOURCES.md. */
const EXPORTS = [
  'forzenice-malxml.xml.gz',
  'timfenwick15-rust-anime-stats.xml.gz',
  'reverxe-github-io.xml.gz',
  'igorvaryvoda-anime-recommendation-engine.xml.gz',
  'wihal-myanimelist-to-notion.xml.gz',
];

/** What the catalogue, not the user, says about a title: its name, type and length. */
const CATALOGUE_FIELDS = new Set(['series_title', 'series_type', 'series_episodes']);
const userFieldsOf = (entries: MalFields[]) =>
  entries.map(
    (fields) =>
      Object.fromEntries(
        KEPT_MAL_FIELDS.map((name) => [name, CATALOGUE_FIELDS.has(name) ? '' : fields[name]]),
      ) as MalFields,
  );

describe.each(DIALECTS)('MyAnimeList round trips on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const exportMal = async (token: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/export?format=mal',
      ...withSession(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it.each(EXPORTS)(
    '%s: imported and exported again, entries keep every field the user wrote; twice changes nothing',
    async (name) => {
      const file = importFixture(`real-mal-exports/${name}`);
      const original = malFieldsOf(file);
      const user = await signUp(testApp.app);
      const { report } = await importThroughApi(
        testApp.app,
        user.token,
        'mal',
        file,
        'application/gzip',
      );
      const first = await exportMal(user.token);
      expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(first.headers['content-disposition']).toMatch(/filename="tsuzuki-lists-.*\.xml"/);
      const exported = malFieldsOf(first.body);

      const everyField = identicalShare(original, exported);
      const userFields = identicalShare(userFieldsOf(original), userFieldsOf(exported));
      console.info(
        `${dialect} ${name}: ${original.length} entries, ${report.matched.length} matched, ${exported.length} exported, identical in every field ${(everyField * 100).toFixed(1)} %, in the user's fields ${(userFields * 100).toFixed(1)} %`,
      );

      // Lines no title matched come back too, as the file wrote them (decision 399).
      expect(everyField).toBeGreaterThanOrEqual(0.99);
      expect(userFields).toBeGreaterThanOrEqual(0.99);
      expect(new Set(exported.map((fields) => fields.series_animedb_id))).toEqual(
        new Set(original.map((fields) => fields.series_animedb_id)),
      );

      await importThroughApi(testApp.app, user.token, 'mal', file, 'application/gzip');
      expect((await exportMal(user.token)).body).toBe(first.body);
      const other = await signUp(testApp.app);
      await importThroughApi(testApp.app, other.token, 'mal', first.body, 'application/xml');
      expect((await exportMal(other.token)).body).toBe(first.body);
    },
    120_000,
  );
});
