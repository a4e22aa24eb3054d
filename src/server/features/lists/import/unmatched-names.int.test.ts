import SQLite, { type Statement } from 'better-sqlite3';
import { describe, expect, inject, it, vi } from 'vitest';
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

interface CatalogueRead {
  sql: string;
  values: unknown[];
}

/**
 * Every statement better-sqlite3 runs on the catalogue file while `work` runs, read off the
 * driver's own statements (the driver is observed, not replaced: each still runs).
 */
async function catalogueReadsDuring(work: () => Promise<unknown>): Promise<CatalogueRead[]> {
  const catalogueFile = inject('catalogueFile');
  const probe = new SQLite(':memory:');
  const statements = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Statement;
  probe.close();
  const spies = (['all', 'get', 'iterate'] as const).map((method) => vi.spyOn(statements, method));
  try {
    await work();
    return spies.flatMap((spy) =>
      (spy.mock.contexts as Statement[]).flatMap((statement, index) =>
        statement.database.name === catalogueFile
          ? [{ sql: statement.source, values: spy.mock.calls[index] ?? [] }]
          : [],
      ),
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** SQLite's own plan for the read: `SCAN titles` is a read of every row. */
function readsWholeTable(read: CatalogueRead): boolean {
  const catalogue = new SQLite(inject('catalogueFile'), { readonly: true });
  try {
    const plan = catalogue.prepare(`EXPLAIN QUERY PLAN ${read.sql}`).all(...read.values);
    return (plan as { detail: string }[]).some(({ detail }) => /^SCAN (titles|t)\b/.test(detail));
  } finally {
    catalogue.close();
  }
}

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
      const reads = await catalogueReadsDuring(async () => {
        unmatched = (await importNothing()).report.unmatched.length;
      });
      expect(unmatched).toBe(LINES);
      const distinct = new Map(reads.map((read) => [read.sql, read]));
      expect([...distinct.values()].filter(readsWholeTable).map((read) => read.sql)).toEqual([]);
    },
  );

  it(
    'reads the catalogue for a line’s ids only, once the index is built',
    {
      timeout: 60_000,
    },
    async () => {
      await importNothing();
      const reads = await catalogueReadsDuring(importNothing);
      expect(reads.length).toBeLessThanOrEqual(LINES * READS_PER_LINE + OPENING_READS);
    },
  );
});
