import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { parseCatalogueEndpoint } from '../../../../shared/catalogue-endpoints';
import type { CatalogueListItem, Paged } from '../../../../shared/catalogue-types';
import { testCatalogueQueryWorker } from '../../../testing/test-workers';
import type { CatalogueAnswer, CatalogueProvider } from '../provider';
import { CatalogueQueryPool, type QueryPoolOptions } from '../query-pool/query-pool';
import { SwappableCatalogue } from '../updates/swappable-catalogue';
import { CatalogueStore } from './catalogue-store';
import {
  BUNDLED_CATALOGUE_SOURCE,
  buildCatalogue,
  bundledScheduleSource,
  type ScheduleSource,
} from './build/build-catalogue';

/** Test support: catalogues built into a throw-away directory from the real inputs. */

/** A test that builds the whole bundled catalogue: seconds alone, far more beside other suites. */
export const BUILDS_A_CATALOGUE_MS = 60_000;
export const BUNDLED_CSV = path.resolve(BUNDLED_CATALOGUE_SOURCE);
export const OFFLINE_DATABASE_FIXTURE = path.resolve(
  import.meta.dirname,
  'fixtures/anime-offline-database-sample.json',
);

export interface TemporaryDirectory {
  dir: string;
  file(name: string): string;
  remove(): void;
}

export function temporaryDirectory(): TemporaryDirectory {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-catalogue-'));
  return {
    dir,
    file: (name) => path.join(dir, name),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Writes the fixture in another of anime-offline-database's release forms. */
export function fixtureAs(
  directory: TemporaryDirectory,
  form: '.json.gz' | '.jsonl' | '.jsonl.gz',
): string {
  const document = JSON.parse(fs.readFileSync(OFFLINE_DATABASE_FIXTURE, 'utf8')) as {
    data: unknown[];
  };
  const { data, ...header } = document;
  const text =
    form === '.json.gz'
      ? JSON.stringify(document)
      : [header, ...data].map((line) => JSON.stringify(line)).join('\n') + '\n';
  const file = directory.file(`anime-offline-database${form}`);
  fs.writeFileSync(file, form.endsWith('.gz') ? gzipSync(text) : text);
  return file;
}

export function buildFrom(
  input: string,
  out: string,
  bundled = false,
  schedules: ScheduleSource | null = null,
) {
  return buildCatalogue({ input, out, bundled, schedules });
}

/** The bundled catalogue with the anime-offline-database fixture merged in: all three sources. */
export function buildThreeSourceCatalogue(out: string) {
  return buildCatalogue({
    input: BUNDLED_CSV,
    out,
    bundled: true,
    schedules: bundledScheduleSource(),
    offlineDatabase: { file: OFFLINE_DATABASE_FIXTURE, label: 'fixture' },
  });
}

/**
 * The catalogue file as the app queries it: through the query pool's threads (decision 406),
 * with the bundled test worker; `options` fix the clock, the followers or the pool's bounds.
 */
export function pooledCatalogue(
  file: string,
  options: Partial<QueryPoolOptions> = {},
): SwappableCatalogue {
  const pool = new CatalogueQueryPool({
    file,
    workerFile: testCatalogueQueryWorker,
    followers: () => new Map(),
    logger: { warn: () => undefined },
    ...options,
  });
  return new SwappableCatalogue(CatalogueStore.open(file), pool);
}

/** Calls a provider as the proxy would, by endpoint path; `ok` expects a 200. */
export function catalogueClient(provider: CatalogueProvider) {
  const get = async (path: string, parameters: Record<string, string> = {}) => {
    const endpoint = parseCatalogueEndpoint(path);
    if (!endpoint) throw new Error(`not an endpoint: ${path}`);
    return provider.get(endpoint, parameters);
  };
  const ok = async <Body>(path: string, parameters: Record<string, string> = {}) => {
    const answer: CatalogueAnswer = await get(path, parameters);
    expect(answer.status).toBe(200);
    return answer.body as Body;
  };
  return {
    get,
    ok,
    list: (path: string, parameters: Record<string, string> = {}) =>
      ok<Paged<CatalogueListItem>>(path, parameters),
  };
}
