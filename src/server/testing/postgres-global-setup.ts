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

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    catalogueFile: string;
  }
}

/**
 * Integration tests run against SQLite and a real PostgreSQL, never skipping the latter,
 * and the app they start reads a catalogue built here once from the bundled data.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-test-catalogue-'));
  const catalogueFile = path.join(catalogueDir, 'catalogue.db');
  buildCatalogue({
    input: path.resolve(BUNDLED_CATALOGUE_SOURCE),
    out: catalogueFile,
    bundled: true,
    schedules: bundledScheduleSource(),
  });
  project.provide('catalogueFile', catalogueFile);

  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => {
    postgres.stop();
    fs.rmSync(catalogueDir, { recursive: true, force: true });
  };
}
