import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { signUpThroughApi } from '../e2e/support/signed-up';
import { createThrowawayDatabase } from '../e2e/support/throwaway-postgres';
import { generatedMalExport } from '../src/server/features/lists/import/generated-mal-export';
import {
  CALLS_P99_BUDGET_MS,
  ENTRIES,
  IMPORT_BUDGET_S,
  importFile,
  otherClientsCalls,
  ROUNDS,
  startInProcess,
  watched,
} from './import-under-load';
import type { Figure } from './report';

/** MyAnimeList ids far above any the site has given: no catalogue title carries one. */
const FIRST_UNKNOWN_MAL_ID = 900_000;

type Round = Awaited<ReturnType<typeof watched>>;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The import of a file that matches nothing, `ROUNDS` times, each by a fresh account. */
async function roundsOn(root: string, environment: Record<string, string>): Promise<Round[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-unmatched-'));
  const server = await startInProcess(root, dataDir, environment);
  try {
    // Titled lines ("Generated title number 7"): each name is looked up, and none is found.
    const nothing = generatedMalExport({
      malIds: Array.from({ length: ENTRIES }, (_, index) => FIRST_UNKNOWN_MAL_ID + index),
      entries: ENTRIES,
      titled: true,
    });
    const file = new Uint8Array(gzipSync(nothing));
    const calls = await otherClientsCalls(server);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const importer = await signUpThroughApi(server.baseUrl, `importer${round}`);
      rounds.push(await watched(calls, () => importFile(server.baseUrl, importer.cookie, file)));
    }
    return rounds;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function figureOf(database: string, rounds: Round[]): Figure {
  const best = rounds.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  return {
    name: `a ${ENTRIES.toLocaleString('en')}-entry import that matches nothing, ${database}, while other clients call health and a list read (best of ${ROUNDS})`,
    measured:
      `import ${best.seconds.toFixed(1)} s, other calls p99 ${ms(best.p99Ms)} ` +
      `(max ${ms(best.maxMs)}, ${best.calls} calls, ${best.failures.length} failed), ` +
      `worst event-loop delay ${ms(best.worstLoopMs)}; rounds: ` +
      rounds.map((r) => `${r.seconds.toFixed(1)} s / ${ms(r.p99Ms)}`).join(', '),
    budget: `import < ${IMPORT_BUDGET_S} s, p99 < ${CALLS_P99_BUDGET_MS} ms`,
    withinBudget:
      best.seconds < IMPORT_BUDGET_S &&
      best.p99Ms < CALLS_P99_BUDGET_MS &&
      best.failures.length === 0,
  };
}

/**
 * Issue 33, finding 4: a MyAnimeList export of 20,000 titles no catalogue title has, by id or by
 * name, imported while another client calls health and its own list; on SQLite, and on
 * PostgreSQL when a server URL is given (BENCH_DATABASE_URL).
 */
export async function measureUnmatchedImport(
  root: string,
  postgresUrl?: string,
): Promise<Figure[]> {
  const figures = [figureOf('SQLite', await roundsOn(root, {}))];
  if (postgresUrl) {
    const database = await createThrowawayDatabase('bench_unmatched', postgresUrl);
    try {
      figures.push(figureOf('PostgreSQL', await roundsOn(root, { DATABASE_URL: database.url })));
    } finally {
      await database.drop();
    }
  }
  return figures;
}
