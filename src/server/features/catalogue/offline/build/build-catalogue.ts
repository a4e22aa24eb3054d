import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CatalogueAttribution } from '../../../../../shared/catalogue-info';
import { CATALOGUE_SCHEMA_VERSION, type CatalogueMeta } from '../catalogue-meta';
import type { CatalogueInput, CatalogueSourceKind } from './catalogue-entry';
import { readCatalogueInput } from './read-input';
import { writeCatalogue } from './write-catalogue';

/** The bundled source, relative to the project root (where npm runs its scripts). */
export const BUNDLED_CATALOGUE_SOURCE = 'catalogue/anime-recommendations-database.csv.gz';

interface SourceDescription {
  sourceName: string;
  licence: string;
  attributions: CatalogueAttribution[];
}

const SOURCES: Record<CatalogueSourceKind, SourceDescription> = {
  'anime-recommendations-database': {
    sourceName: 'Anime Recommendations Database (MyAnimeList data), Kaggle',
    licence: 'CC0 1.0 (public domain)',
    attributions: [
      {
        text: 'Catalogue data: Anime Recommendations Database (MyAnimeList data), Kaggle',
        url: 'https://www.kaggle.com/CooperUnion/anime-recommendations-database',
      },
    ],
  },
  'anime-offline-database': {
    sourceName: 'anime-offline-database (manami-project)',
    licence: 'ODbL 1.0 (database), DbCL 1.0 (contents)',
    attributions: [
      {
        text:
          'Contains information from anime-offline-database ' +
          '(https://github.com/manami-project/anime-offline-database), which is made available ' +
          'here under the Open Database License (ODbL).',
        url: 'https://github.com/manami-project/anime-offline-database',
      },
    ],
  },
};

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function metaFor(input: CatalogueInput, file: string, bytes: Buffer, bundled: boolean) {
  const { entries } = input;
  const meta: CatalogueMeta = {
    schemaVersion: CATALOGUE_SCHEMA_VERSION,
    sourceKind: input.kind,
    ...SOURCES[input.kind],
    sourceFile: path.basename(file),
    sourceSha256: sha256(bytes),
    bundled,
    builtAt: new Date().toISOString(),
    rowCount: entries.length,
    capabilities: {
      posters: entries.some((entry) => entry.posterUrl !== null),
      // Neither dataset dates single episodes, so nothing can say when the next one airs.
      airDates: false,
      seasons: entries.some((entry) => entry.season !== null),
      years: entries.some((entry) => entry.year !== null),
      relations: input.kind === 'anime-offline-database',
      tags: entries.some((entry) => entry.tags.length > 0),
    },
  };
  return meta;
}

export interface BuildReport {
  out: string;
  kind: CatalogueSourceKind;
  rowCount: number;
  skipped: number;
  milliseconds: number;
}

/** Builds the catalogue file `out` from `input`; `bundled` marks a build from the shipped CSV. */
export function buildCatalogue(options: {
  input: string;
  out: string;
  bundled: boolean;
}): BuildReport {
  const started = performance.now();
  const { input, bytes } = readCatalogueInput(options.input);
  if (input.entries.length === 0) {
    throw new Error(`${options.input} holds no usable titles; the catalogue was not replaced.`);
  }
  writeCatalogue(input, metaFor(input, options.input, bytes, options.bundled), options.out);
  return {
    out: options.out,
    kind: input.kind,
    rowCount: input.entries.length,
    skipped: input.skipped,
    milliseconds: Math.round(performance.now() - started),
  };
}
