import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { signUpThroughApi } from '../e2e/support/signed-up';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/connect';
import { generatedMalExport } from '../src/server/features/lists/import/generated-mal-export';
import { whileProbing, type ProbeCall } from '../src/server/testing/latency-probe';
import { percentile, type Figure } from './report';

export const ENTRIES = 20_000;
const READER_ENTRIES = 500;
export const IMPORT_BUDGET_S = 10;
export const CALLS_P99_BUDGET_MS = 100;
const LOOP_DELAY_BUDGET_MS = 100;
/** Other processes only ever add delay, so the best of a few rounds counts (as for the update). */
export const ROUNDS = 3;
const CALL_EVERY_MS = 10;

interface Round {
  importSeconds: number;
  callsP99Ms: number;
  callsMaxMs: number;
  calls: number;
  failures: string[];
  worstLoopMs: number;
  /** The same calls for as long without an import: what the machine's own scheduling costs. */
  aloneP99Ms: number;
  aloneWorstLoopMs: number;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function malIdsOf(catalogueFile: string): number[] {
  const catalogue = new SQLite(catalogueFile, { readonly: true });
  try {
    const rows = catalogue.prepare('SELECT mal_id FROM titles WHERE mal_id IS NOT NULL').all();
    return (rows as { mal_id: number }[]).map((row) => row.mal_id);
  } finally {
    catalogue.close();
  }
}

/** Posts a MyAnimeList .xml.gz as the web client does and reads the answer to its report. */
export async function importFile(
  baseUrl: string,
  cookie: string,
  file: Uint8Array<ArrayBuffer>,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/lists/import?format=mal`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', cookie },
    body: file,
  });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('"type":"report"')) {
    throw new Error(`the bench import failed: ${response.status} ${text.slice(0, 300)}`);
  }
}

/** `work` while another thread calls `calls` in turn, with this thread's event loop watched. */
export async function watched(calls: ProbeCall[], work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let seconds = 0;
  try {
    const { probe } = await whileProbing(calls, CALL_EVERY_MS, async () => {
      const started = performance.now();
      await work();
      seconds = (performance.now() - started) / 1000;
    });
    const sorted = [...probe.times].sort((a, b) => a - b);
    return {
      seconds,
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      calls: sorted.length,
      failures: probe.failures,
      worstLoopMs: delay.max / 1e6,
    };
  } finally {
    delay.disable();
  }
}

/**
 * The whole server in this process, so its event loop can be watched; the built import worker.
 * `environment` adds to the settings, e.g. DATABASE_URL for PostgreSQL.
 */
export async function startInProcess(
  root: string,
  dataDir: string,
  environment: Record<string, string> = {},
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CATALOGUE_FILE: path.join(root, 'data/catalogue.db'),
    CATALOGUE_UPDATE_URL: '',
    CLIENT_DIR: path.join(root, 'dist/client'),
    SIGN_UPS_PER_HOUR_PER_IP: '100000',
    ...environment,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const workerFile = path.join(root, 'dist/server/import-worker.js');
  if (!fs.existsSync(workerFile)) throw new Error(`${workerFile} is missing: run npm run build`);
  const app = await buildApp({
    config,
    database,
    importWorkerFile: () => Promise.resolve(workerFile),
    catalogueQueryWorkerFile: () =>
      Promise.resolve(path.join(root, 'dist/server/catalogue-query-worker.js')),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    catalogueFile: config.catalogue.file,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

const knownTitlesExport = (catalogueFile: string, entries: number) =>
  new Uint8Array(
    gzipSync(generatedMalExport({ malIds: malIdsOf(catalogueFile), entries, titled: true })),
  );

/** A reader with 500 titles in a list, and the calls another client makes during an import. */
export async function otherClientsCalls(server: {
  baseUrl: string;
  catalogueFile: string;
}): Promise<ProbeCall[]> {
  const reader = await signUpThroughApi(server.baseUrl, 'reader');
  await importFile(
    server.baseUrl,
    reader.cookie,
    knownTitlesExport(server.catalogueFile, READER_ENTRIES),
  );
  return [
    { url: `${server.baseUrl}/api/health` },
    { url: `${server.baseUrl}/api/lists`, headers: { cookie: reader.cookie } },
  ];
}

function figuresOf(rounds: Round[]): Figure[] {
  const byCalls = rounds.reduce((a, b) => (b.callsP99Ms < a.callsP99Ms ? b : a));
  const byLoop = rounds.reduce((a, b) => (b.worstLoopMs < a.worstLoopMs ? b : a));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    {
      name: `import of ${ENTRIES.toLocaleString('en')} entries while other clients call health and a list read (best of ${ROUNDS})`,
      measured:
        `import ${byCalls.importSeconds.toFixed(1)} s, other calls p99 ${ms(byCalls.callsP99Ms)} ` +
        `(max ${ms(byCalls.callsMaxMs)}, ${byCalls.calls} calls, ${byCalls.failures.length} failed; ` +
        `alone p99 ${ms(byCalls.aloneP99Ms)}); rounds: ` +
        rounds.map((r) => `${r.importSeconds.toFixed(1)} s / ${ms(r.callsP99Ms)}`).join(', '),
      budget: `import < ${IMPORT_BUDGET_S} s, p99 < ${CALLS_P99_BUDGET_MS} ms`,
      withinBudget:
        byCalls.importSeconds < IMPORT_BUDGET_S &&
        byCalls.callsP99Ms < CALLS_P99_BUDGET_MS &&
        byCalls.failures.length === 0,
    },
    {
      name: `worst event-loop delay during an import (best of ${ROUNDS})`,
      measured:
        `${ms(byLoop.worstLoopMs)} (alone ${ms(byLoop.aloneWorstLoopMs)}); rounds: ` +
        rounds.map((r) => ms(r.worstLoopMs)).join(', '),
      budget: `≤ ${LOOP_DELAY_BUDGET_MS} ms`,
      withinBudget: byLoop.worstLoopMs <= LOOP_DELAY_BUDGET_MS,
    },
  ];
}

/**
 * A MyAnimeList export of 20,000 entries (gzipped, as a list that long must be to fit 10 MB),
 * imported by one account while another client, on its own thread, calls /api/health and its
 * own list: how long the import takes, how long the other calls wait meanwhile, and the longest
 * the server's event loop was held (issue 15, S-05; decision 155).
 */
export async function measureImportUnderLoad(root: string): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-import-'));
  const server = await startInProcess(root, dataDir);
  try {
    const file = knownTitlesExport(server.catalogueFile, ENTRIES);
    const calls = await otherClientsCalls(server);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const importer = await signUpThroughApi(server.baseUrl, `importer${round}`);
      const run = await watched(calls, () => importFile(server.baseUrl, importer.cookie, file));
      const alone = await watched(calls, () => sleep(run.seconds * 1000));
      rounds.push({
        importSeconds: run.seconds,
        callsP99Ms: run.p99Ms,
        callsMaxMs: run.maxMs,
        calls: run.calls,
        failures: run.failures,
        worstLoopMs: run.worstLoopMs,
        aloneP99Ms: alone.p99Ms,
        aloneWorstLoopMs: alone.worstLoopMs,
      });
    }
    return figuresOf(rounds);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
