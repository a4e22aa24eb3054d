import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Clock } from '../features/auth/clock';
import type { ListChangeTiming } from '../features/alerts/list-change-webhooks';
import type { AlertScheduler } from '../features/alerts/alert-scheduler';
import type { ScryptCost } from '../features/auth/passwords';
import type { CatalogueUpdateOptions } from '../features/catalogue/open-catalogue';
import { testCatalogueQueryWorker, testImportWorker } from './test-workers';
import { createTestDatabase, type Dialect, type TestDatabase } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Every log line the app wrote (set LOG_LEVEL in the environment to see any). */
  logLines: string[];
  /** Every route the app registered, one entry per method, as Fastify reported them. */
  routes: AppRoute[];
  close(): Promise<void>;
}

/** A clock the test moves by hand, so expiry is tested without waiting. */
export class ManualClock implements Clock {
  constructor(private time = Date.UTC(2026, 10, 22, 12)) {}

  now(): number {
    return this.time;
  }

  advance(milliseconds: number): void {
    this.time += milliseconds;
  }
}

export interface AppRoute {
  method: string;
  url: string;
}

export interface TestAppOptions {
  clock?: Clock;
  catalogueUpdates?: CatalogueUpdateOptions;
  /** Another instance on this database (restarts, several instances); closing leaves it be. */
  database?: TestDatabase;
  onAlertScheduler?: (scheduler: AlertScheduler) => void;
  /** How long a request body may stay silent before its socket is closed (20 s outside tests). */
  bodyIdleMs?: number;
  listChangeTiming?: ListChangeTiming;
  /** Starts the catalogue's query threads while the app is built, as the server does. */
  warmCatalogue?: boolean;
  /** The catalogue query worker's script; the bundled test worker by default. */
  catalogueQueryWorkerFile?: () => Promise<string>;
}

/**
 * scrypt at the production cost takes about 150 ms a hash; the suites sign up hundreds of
 * users, so they hash at a lower cost. The production cost has its own unit test.
 */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** The whole server on a fresh database of the dialect, driven through app.inject. */
export async function createTestApp(
  dialect: Dialect,
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase(dialect));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent-client-build',
    CATALOGUE_FILE: inject('catalogueFile'),
    // Suites sign up hundreds of accounts from one address; the limit's own test sets it lower.
    SIGN_UPS_PER_HOUR_PER_IP: '100000',
    // Suites (and the fuzzing) call the catalogue thousands of times from one address.
    CATALOGUE_CALLS_PER_MINUTE_PER_IP: '10000000',
    // Tests never reach the internet; a test of updates points this at its own local server.
    CATALOGUE_UPDATE_URL: '',
    ANIME_OFFLINE_DATABASE_URL: '',
    // Nor a picture host; the picture tests name their own local one.
    IMAGE_HOSTS: '',
    // Nor Kitsu; a test of enrichment points this at its fake.
    METADATA_URL: '',
    ...environment,
  });
  const logLines: string[] = [];
  const routes: AppRoute[] = [];
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    logStream: { write: (line) => logLines.push(line) },
    passwordCost: TEST_PASSWORD_COST,
    catalogueUpdates: options.catalogueUpdates,
    importWorkerFile: testImportWorker,
    catalogueQueryWorkerFile: options.catalogueQueryWorkerFile ?? testCatalogueQueryWorker,
    warmCatalogue: options.warmCatalogue,
    onAlertScheduler: options.onAlertScheduler,
    bodyIdleMs: options.bodyIdleMs,
    listChangeTiming: options.listChangeTiming,
    onRoute: ({ method, url }) => {
      for (const each of [method].flat()) routes.push({ method: each, url });
    },
  });
  await app.ready();
  return {
    app,
    config,
    database,
    logLines,
    routes,
    close: async () => {
      await app.close();
      if (!shared) await database.destroy();
    },
  };
}
