import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  BUNDLED_CATALOGUE_SOURCE,
  buildCatalogue,
  bundledScheduleSource,
} from '../features/catalogue/offline/build/build-catalogue';
import { startTestPostgres } from './postgres-server';
import { createMigratedTemplates } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    catalogueFile: string;
    sqliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Integration tests run against SQLite and a real PostgreSQL, never skipping the latter,
 * each test on its own copy of a database migrated here once, and the app they start reads a
 * catalogue built here once from the bundled data.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-test-run-'));
  const catalogueFile = path.join(dir, 'catalogue.db');
  buildCatalogue({
    input: path.resolve(BUNDLED_CATALOGUE_SOURCE),
    out: catalogueFile,
    bundled: true,
    schedules: bundledScheduleSource(),
  });
  project.provide('catalogueFile', catalogueFile);

  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  const templates = await createMigratedTemplates(postgres.url, dir);
  project.provide('sqliteTemplate', templates.sqliteFile);
  project.provide('postgresTemplate', templates.postgresTables);
  return () => {
    postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
