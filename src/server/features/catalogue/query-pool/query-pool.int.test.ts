import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testCatalogueQueryWorker } from '../../../testing/test-workers';
import { CatalogueReader } from '../catalogue-reader';
import {
  buildFrom,
  OFFLINE_DATABASE_FIXTURE,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from '../offline/test-catalogues';
import type { ProviderEndpoint } from '../provider';
import { CATALOGUE_BUSY, CATALOGUE_UNAVAILABLE } from './query-pool';

let directory: TemporaryDirectory;
let otherFile: string;
/** A worker that ends its thread on the search "crash" and never answers the search "hang". */
let faultyWorker: string;

const details = { kind: 'details', mediaType: 'tv', id: 5114 } as const;
const search = { kind: 'search-typed', mediaType: 'tv' } as const;
/** A copy of the bundled catalogue at a path of the test's own, which swaps may replace. */
const copyOfBundled = (name: string) => {
  const file = directory.file(name);
  fs.copyFileSync(inject('catalogueFile'), file);
  return file;
};

beforeAll(async () => {
  directory = temporaryDirectory();
  otherFile = directory.file('other.db');
  buildFrom(OFFLINE_DATABASE_FIXTURE, otherFile);
  faultyWorker = directory.file('faulty-worker.mjs');
  // It wraps the real worker's listener, so that it acts first on every message.
  fs.writeFileSync(
    faultyWorker,
    `import { parentPort } from 'node:worker_threads';
const on = parentPort.on.bind(parentPort);
parentPort.on = (event, listener) =>
  on(event, (message) => {
    if (message.kind === 'query' && message.parameters.query === 'crash') process.exit(3);
    if (message.kind === 'query' && message.parameters.query === 'hang') for (;;);
    listener(message);
  });
await import(${JSON.stringify(pathToFileURL(await testCatalogueQueryWorker()).href)});
`,
  );
});
afterAll(() => directory.remove());

describe('the catalogue query pool', () => {
  it('answers from the new file after a swap, counts the swap, and closes the old file', async () => {
    const file = copyOfBundled('swap.db');
    const catalogue = pooledCatalogue(file);
    expect((await catalogue.get(details, {})).status).toBe(200);
    expect(catalogue.version).toBe(0);

    // As the updater does: the new file is opened, renamed into place, then swapped in.
    const next = catalogue.openNext(otherFile);
    fs.renameSync(otherFile, file);
    catalogue.swap(next);
    expect(catalogue.version).toBe(1);
    expect(catalogue.meta.sourceKind).toBe('anime-offline-database');
    expect(catalogue.attributions[0]?.url).toContain('anime-offline-database');
    expect((await catalogue.get(details, {})).status).toBe(404);
    await catalogue.close();
    buildFrom(OFFLINE_DATABASE_FIXTURE, otherFile);
  });

  it('finishes the queries asked before a swap on the old file, and those after on the new', async () => {
    const file = copyOfBundled('in-flight.db');
    const catalogue = pooledCatalogue(file, { threads: 2 });
    expect((await catalogue.get(details, {})).status).toBe(200);
    const before = Array.from({ length: 20 }, () => catalogue.get(details, {}));
    const next = catalogue.openNext(otherFile);
    fs.renameSync(otherFile, file);
    catalogue.swap(next);
    const after = Array.from({ length: 20 }, () => catalogue.get(details, {}));
    const statuses = (await Promise.all([...before, ...after])).map((answer) => answer.status);
    // Each thread reads the old file until it reopens, then the new one only: no error between.
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual(Array.from({ length: 20 }, () => 404));
    await catalogue.close();
    buildFrom(OFFLINE_DATABASE_FIXTURE, otherFile);
  });

  it('makes a CatalogueReader read genre names again after a swap', async () => {
    const file = copyOfBundled('genres.db');
    const catalogue = pooledCatalogue(file);
    const reader = new CatalogueReader(catalogue);
    const before = await reader.genreNames('tv');
    const next = catalogue.openNext(otherFile);
    fs.renameSync(otherFile, file);
    catalogue.swap(next);
    const after = await reader.genreNames('tv');
    expect(after).not.toBe(before);
    const list = (await catalogue.get({ kind: 'genre-list', mediaType: 'tv' }, {})).body as {
      genres: { id: number }[];
    };
    expect([...after.keys()]).toEqual(list.genres.map((genre) => genre.id));
    await catalogue.close();
    buildFrom(OFFLINE_DATABASE_FIXTURE, otherFile);
  });

  it('answers 503 at once when its queue is full, and the queries it took in full', async () => {
    const catalogue = pooledCatalogue(inject('catalogueFile'), { threads: 1, maxQueued: 2 });
    const asked = Array.from({ length: 8 }, (_, index) =>
      catalogue.get(search, { query: `a${index}` }),
    );
    const answers = await Promise.all(asked);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 503)).toEqual(
      Array.from({ length: 5 }, () => CATALOGUE_BUSY),
    );
    expect((await catalogue.get(details, {})).status).toBe(200);
    await catalogue.close();
  });

  it('answers 503 when its thread dies or hangs, and answers the next query from a new one', async () => {
    const catalogue = pooledCatalogue(inject('catalogueFile'), {
      threads: 1,
      workerFile: () => Promise.resolve(faultyWorker),
      queryTimeoutMs: 1000,
    });
    expect((await catalogue.get(details, {})).status).toBe(200);
    const ask = (endpoint: ProviderEndpoint, parameters: Record<string, string> = {}) =>
      catalogue.get(endpoint, parameters);

    expect(await ask(search, { query: 'crash' })).toEqual(CATALOGUE_UNAVAILABLE);
    expect((await ask(details)).status).toBe(200);

    const started = Date.now();
    expect(await ask(search, { query: 'hang' })).toEqual(CATALOGUE_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await ask(details)).status).toBe(200);
    await catalogue.close();
  });

  it('answers 503, not a hang, when no thread can open the file', async () => {
    const broken = directory.file('not-a-catalogue.db');
    fs.copyFileSync(inject('catalogueFile'), broken);
    const catalogue = pooledCatalogue(broken, { threads: 1 });
    fs.writeFileSync(broken, 'not a database');
    expect(await catalogue.get(details, {})).toEqual(CATALOGUE_UNAVAILABLE);
    expect(await catalogue.get(details, {})).toEqual(CATALOGUE_UNAVAILABLE);
    await catalogue.close();
  });
});
