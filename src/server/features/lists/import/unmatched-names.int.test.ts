import { describe, expect, inject, it } from 'vitest';
import { catalogueReadsDuring, readsWholeTable } from '../../catalogue/offline/catalogue-reads';
import type { TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import type { TestUser } from '../../auth/auth-test-helpers';
import { generatedMalExport } from './generated-mal-export';
import { importThroughApi } from './import-test-helpers';

const LINES = 300;
/** MyAnimeList ids far above any the site has given: no catalogue title carries one. */
const UNKNOWN_MAL_IDS = Array.from({ length: LINES }, (_, index) => 900_000 + index);
/** A line's MyAnimeList id costs two reads: the title of that id, then any carrying it. */
const READS_PER_LINE = 2;
/** Opening the file for the import reads its meta and genres. */
const OPENING_READS = 5;

describe.each(DIALECTS)('an import of names the catalogue lacks, on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, user } = started);
  });

  const importNothing = () =>
    importThroughApi(
      testApp.app,
      user.token,
      'mal',
      generatedMalExport({ malIds: UNKNOWN_MAL_IDS, entries: LINES, titled: true }),
      'application/xml',
    );

  it(
    'finds each name through the index: no catalogue read goes through every title',
    {
      timeout: 60_000,
    },
    async () => {
      let unmatched = 0;
      const reads = await catalogueReadsDuring(inject('catalogueFile'), async () => {
        unmatched = (await importNothing()).report.unmatched.length;
      });
      expect(unmatched).toBe(LINES);
      const distinct = new Map(reads.map((read) => [read.sql, read]));
      const scans = [...distinct.values()].filter((read) =>
        readsWholeTable(inject('catalogueFile'), read),
      );
      expect(scans.map((read) => read.sql)).toEqual([]);
    },
  );

  it(
    'reads the catalogue for a line’s ids only, once the index is built',
    {
      timeout: 60_000,
    },
    async () => {
      await importNothing();
      const reads = await catalogueReadsDuring(inject('catalogueFile'), importNothing);
      expect(reads.length).toBeLessThanOrEqual(LINES * READS_PER_LINE + OPENING_READS);
    },
  );
});
