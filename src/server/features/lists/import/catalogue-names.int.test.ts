import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CatalogueIds } from '../../catalogue/catalogue-ids';
import { CatalogueNames, type IndexBuilt } from './catalogue-names';

/** One name in so many is compared with the catalogue file's own name index (decision 346). */
const SAMPLE_EVERY = 300;

describe('the catalogue name index', () => {
  let dir: string;
  let file: string;
  let ids: CatalogueIds;
  let names: CatalogueNames;
  const builds: IndexBuilt[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-names-'));
    file = path.join(dir, 'catalogue.db');
    fs.copyFileSync(inject('catalogueFile'), file);
    ids = CatalogueIds.open(file);
    names = new CatalogueNames(file, (built) => builds.push(built));
  });
  afterAll(() => {
    ids.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The catalogue's own names and their variants, as an export would write them. */
  function sampleNames(): string[] {
    const catalogue = new SQLite(file, { readonly: true });
    try {
      const rows = catalogue.prepare('SELECT name, original_name, synonyms FROM titles').all() as {
        name: string;
        original_name: string | null;
        synonyms: string | null;
      }[];
      const all = rows.flatMap((row) => [
        row.name,
        row.original_name ?? '',
        ...(JSON.parse(row.synonyms ?? '[]') as string[]),
      ]);
      const sample = all.filter((_, index) => index % SAMPLE_EVERY === 0);
      return [...sample, ...sample.map((name) => `${name}2`)];
    } finally {
      catalogue.close();
    }
  }

  it(
    'finds exactly the titles the file’s name index finds, for names and near misses',
    {
      timeout: 60_000,
    },
    async () => {
      const index = await names.index();
      const sample = sampleNames();
      expect(sample.length).toBeGreaterThan(200);
      const differing = sample.filter(
        (name) =>
          JSON.stringify(ids.named(name, index).map((title) => title.key)) !==
          JSON.stringify(ids.named(name).map((title) => title.key)),
      );
      expect(differing).toEqual([]);
      expect(sample.filter((name) => ids.named(name, index).length > 0).length).toBeGreaterThan(
        sample.length / 3,
      );
    },
  );

  it('is built once for a file, and again once the file is replaced', async () => {
    const first = await names.index();
    expect(await names.index()).toBe(first);
    const built = builds.length;
    expect(builds.at(-1)?.names).toBe(first.names);

    const next = path.join(dir, 'next.db');
    fs.copyFileSync(file, next);
    fs.renameSync(next, file);
    const second = await names.index();
    expect(second).not.toBe(first);
    expect(second.names).toBe(first.names);
    expect(builds).toHaveLength(built + 1);
  });
});
