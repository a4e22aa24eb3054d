import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CatalogueReader } from '../catalogue-reader';
import { OfflineCatalogueProvider } from '../offline/offline-provider';
import {
  buildFrom,
  OFFLINE_DATABASE_FIXTURE,
  temporaryDirectory,
  type TemporaryDirectory,
} from '../offline/test-catalogues';
import { SwappableCatalogue } from './swappable-catalogue';

let directory: TemporaryDirectory;
let otherFile: string;

beforeAll(() => {
  directory = temporaryDirectory();
  otherFile = directory.file('other.db');
  buildFrom(OFFLINE_DATABASE_FIXTURE, otherFile);
});
afterAll(() => directory.remove());

describe('SwappableCatalogue', () => {
  it('answers from the new file after a swap, counts the swap, and closes the old file', async () => {
    const first = OfflineCatalogueProvider.open(inject('catalogueFile'));
    const catalogue = new SwappableCatalogue(first);
    const details = { kind: 'details', mediaType: 'tv', id: 5114 } as const;
    expect((await catalogue.get(details, {})).status).toBe(200);
    expect(catalogue.version).toBe(0);

    catalogue.swap(OfflineCatalogueProvider.open(otherFile));
    expect(catalogue.version).toBe(1);
    expect(catalogue.meta.sourceKind).toBe('anime-offline-database');
    expect(catalogue.attributions[0]?.url).toContain('anime-offline-database');
    expect((await catalogue.get(details, {})).status).toBe(404);
    expect(() => first.get(details, {})).toThrow(/not open/);
    catalogue.close();
  });

  it('makes a CatalogueReader read genre names again', async () => {
    const catalogue = new SwappableCatalogue(
      OfflineCatalogueProvider.open(inject('catalogueFile')),
    );
    const reader = new CatalogueReader(catalogue);
    const before = await reader.genreNames('tv');
    catalogue.swap(OfflineCatalogueProvider.open(otherFile));
    const after = await reader.genreNames('tv');
    expect(after).not.toBe(before);
    expect([...after.keys()]).toEqual(
      (
        (await catalogue.get({ kind: 'genre-list', mediaType: 'tv' }, {})).body as {
          genres: { id: number }[];
        }
      ).genres.map((genre) => genre.id),
    );
    catalogue.close();
  });
});
