import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signUp } from '../../auth/auth-test-helpers';
import { importFixture, importThroughApi } from './import-test-helpers';

/** Real exports from public repositories, 2023 to 2026 (fixtures/real-mal-exports/SOURCES.md). */
const EXPORTS = [
  'forzenice-malxml.xml.gz',
  'timfenwick15-rust-anime-stats.xml.gz',
  'reverxe-github-io.xml.gz',
  'igorvaryvoda-anime-recommendation-engine.xml.gz',
  'wihal-myanimelist-to-notion.xml.gz',
];

const STATUSES: Record<string, string> = {
  Watching: 'watching',
  Completed: 'completed',
  'On-Hold': 'onHold',
  Dropped: 'dropped',
  'Plan to Watch': 'planToWatch',
};

/** Each line's MyAnimeList id and status by its title, read apart from the importer's parser. */
function linesByTitle(file: Buffer): Map<string, { malId: number; status: string }> {
  const lines = new Map<string, { malId: number; status: string }>();
  const xml = gunzipSync(file).toString('utf8');
  for (const [anime] of xml.matchAll(/<anime>.*?<\/anime>/gs)) {
    const malId = Number(/<series_animedb_id>(\d+)</.exec(anime)?.[1]);
    const title = /<series_title><!\[CDATA\[(.*?)\]\]>/s.exec(anime)?.[1] ?? '';
    const status = STATUSES[/<my_status>(.*?)</.exec(anime)?.[1] ?? ''] ?? '';
    lines.set(title, { malId, status });
  }
  return lines;
}

/**
 * Exact-name matches onto titles bangumi-data knows without a MyAnimeList id, so no id can
 * confirm them; each was checked by hand (same work, type and first year).
 */
const CHECKED_BY_HAND = new Map([
  [40148, 1000220445], // 22/7, TV 2020 (TMDB tv/93875)
  [37598, 1000241264], // Phantom in the Twilight, TV 2018 (TMDB tv/80561)
]);

describe('importing real MyAnimeList exports', () => {
  let testApp: TestApp;
  let catalogue: SQLite.Database;
  /** The tracked ids (a title's own, or its show's) of catalogue titles carrying a MyAnimeList id. */
  const trackedIdsOf = (malId: number): number[] =>
    (
      catalogue
        .prepare('SELECT id, show_id FROM titles WHERE id = ? OR mal_id = ?')
        .all(malId, malId) as { id: number; show_id: number | null }[]
    ).map((row) => row.show_id ?? row.id);

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    catalogue = new SQLite(inject('catalogueFile'), { readonly: true });
  });
  afterAll(async () => {
    catalogue.close();
    await testApp.close();
  });

  it.each(EXPORTS)(
    '%s: at least 98 percent of the titles the catalogue has match, none wrongly, statuses kept',
    async (name) => {
      const file = importFixture(`real-mal-exports/${name}`);
      const lines = linesByTitle(file);
      const user = await signUp(testApp.app);
      const { report } = await importThroughApi(
        testApp.app,
        user.token,
        'mal',
        file,
        'application/gzip',
      );
      expect(report.skipped).toEqual([]);
      expect(report.matched.length + report.unmatched.length).toBe(lines.size);

      const malIdOf = (title: string) => lines.get(title)?.malId ?? 0;
      const inCatalogue = [...lines.values()].filter(({ malId }) => trackedIdsOf(malId).length);
      const right = report.matched.filter((line) =>
        trackedIdsOf(malIdOf(line.title)).includes(line.id),
      );
      const wrong = report.matched.filter(
        (line) => !right.includes(line) && CHECKED_BY_HAND.get(malIdOf(line.title)) !== line.id,
      );
      expect(wrong).toEqual([]);
      expect(right.length / inCatalogue.length).toBeGreaterThanOrEqual(0.98);

      // A title only one line resolved to has that line's status (merged seasons are tested apart).
      const linesPerTitle = new Map<number, number>();
      for (const line of report.matched) {
        linesPerTitle.set(line.id, (linesPerTitle.get(line.id) ?? 0) + 1);
      }
      const single = report.matched.filter((line) => linesPerTitle.get(line.id) === 1);
      expect(single.length).toBeGreaterThan(report.matched.length / 2);
      expect(single.filter((line) => line.status !== lines.get(line.title)?.status)).toEqual([]);
    },
    60_000,
  );
});
