import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CatalogueAttribution } from '../../../../../shared/catalogue-info';
import { CATALOGUE_SCHEMA_VERSION, type CatalogueMeta } from '../catalogue-meta';
import type { CatalogueEntry, CatalogueInput, CatalogueSourceKind } from './catalogue-entry';
import { japanDate } from '../../../../../shared/broadcast-schedule';
import { mergeBangumiData } from './merge-sources';
import { mergeOfflineDatabase } from './merge-offline-database';
import { readOfflineDatabaseDocument } from './sources/offline-database-file';
import { readCatalogueInput } from './read-input';
import { readBangumiData, type BangumiInput } from './sources/bangumi-data';
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
  'bangumi-data': {
    sourceName: 'bangumi-data',
    licence: 'CC BY 4.0',
    attributions: [
      {
        text:
          'Names, air dates, schedules and streaming links: bangumi-data ' +
          '(https://github.com/bangumi-data/bangumi-data), licensed under CC BY 4.0.',
        url: 'https://github.com/bangumi-data/bangumi-data',
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

/** Where weekly schedules, English names and other sites' ids come from. */
export interface ScheduleSource {
  /** A file in bangumi-data's dist/data.json shape. */
  file: string;
  /** How the admin page names it: the bundled package's version or the download's date. */
  label: string;
}

/** anime-offline-database's release to merge in, as downloaded (.json or .json.zst). */
export interface OfflineDatabaseSource {
  file: string;
  /** How it was had, for the admin page ("downloaded 2026-11-20"); the release's date is added. */
  label: string;
}

interface OfflineDatabaseRead {
  source: OfflineDatabaseSource;
  data: unknown[];
  lastUpdate: string;
  bytes: Buffer;
}

function readOfflineDatabase(source: OfflineDatabaseSource): OfflineDatabaseRead {
  const bytes = fs.readFileSync(source.file);
  return { source, bytes, ...readOfflineDatabaseDocument(bytes) };
}

const requireFromHere = createRequire(import.meta.url);

/** The bangumi-data npm package's own copy, which every install has. */
export function bundledScheduleSource(): ScheduleSource {
  const file = requireFromHere.resolve('bangumi-data/dist/data.json');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(file), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return { file, label: `bangumi-data ${version} (bundled)` };
}

function readSchedules(source: ScheduleSource): { bangumi: BangumiInput; bytes: Buffer } {
  const bytes = fs.readFileSync(source.file);
  return { bangumi: readBangumiData(JSON.parse(bytes.toString('utf8'))), bytes };
}

function newestTitleDate(entries: readonly CatalogueEntry[]): string {
  let newest = Number.NEGATIVE_INFINITY;
  for (const entry of entries) {
    const begin = entry.beginsAt ? Date.parse(entry.beginsAt) : NaN;
    if (begin > newest) newest = begin;
  }
  return Number.isFinite(newest) ? japanDate(newest) : '';
}

interface MetaInputs {
  input: CatalogueInput;
  file: string;
  bytes: Buffer;
  bundled: boolean;
  schedules: { source: ScheduleSource; bangumi: BangumiInput; bytes: Buffer } | null;
  offlineDatabase: OfflineDatabaseRead | null;
}

/** The base dataset's description joined with each source merged into it. */
function describeSources(base: SourceDescription, merged: SourceDescription[]) {
  const all = [base, ...merged];
  return {
    sourceName: all.map((source) => source.sourceName).join('; '),
    licence: all.map((source) => source.licence).join('; '),
    attributions: all.flatMap((source) => source.attributions),
  };
}

function metaFor(inputs: MetaInputs): CatalogueMeta {
  const { input, file, bytes, bundled, schedules, offlineDatabase } = inputs;
  const { entries } = input;
  const scheduleSha256 = schedules ? sha256(schedules.bytes) : '';
  const meta: CatalogueMeta = {
    schemaVersion: CATALOGUE_SCHEMA_VERSION,
    sourceKind: input.kind,
    ...describeSources(SOURCES[input.kind], [
      ...(schedules ? [SOURCES['bangumi-data']] : []),
      ...(offlineDatabase ? [SOURCES['anime-offline-database']] : []),
    ]),
    sourceFile: path.basename(file),
    sourceSha256: sha256(bytes),
    bundled,
    builtAt: new Date().toISOString(),
    rowCount: entries.length,
    streamingSites: schedules?.bangumi.streamingSites ?? {},
    scheduleSource: schedules?.source.label ?? '',
    scheduleSha256,
    offlineDatabaseSource: offlineDatabase
      ? `anime-offline-database ${offlineDatabase.lastUpdate}, ${offlineDatabase.source.label}`
      : '',
    offlineDatabaseSha256: offlineDatabase ? sha256(offlineDatabase.bytes) : '',
    newestTitleDate: newestTitleDate(entries),
    capabilities: {
      posters: entries.some((entry) => entry.posterUrl !== null),
      // Weekly schedules date the episodes of the titles that have one.
      airDates: entries.some((entry) => entry.broadcast !== null),
      seasons: entries.some((entry) => entry.season !== null),
      years: entries.some((entry) => entry.year !== null),
      relations: input.kind === 'anime-offline-database' || offlineDatabase !== null,
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

/**
 * Builds the catalogue file `out` from `input` merged with the schedules file (bangumi-data) by
 * MyAnimeList id, then with anime-offline-database by its sites' ids (decision 282); `bundled`
 * marks a build from the shipped CSV. The build step and the runtime updater both come here.
 */
export function buildCatalogue(options: {
  input: string;
  out: string;
  bundled: boolean;
  schedules: ScheduleSource | null;
  offlineDatabase?: OfflineDatabaseSource | null;
}): BuildReport {
  const started = performance.now();
  const { input: base, bytes } = readCatalogueInput(options.input);
  if (base.entries.length === 0) {
    throw new Error(`${options.input} holds no usable titles; the catalogue was not replaced.`);
  }
  const schedules = options.schedules
    ? { source: options.schedules, ...readSchedules(options.schedules) }
    : null;
  const offlineDatabase = options.offlineDatabase
    ? readOfflineDatabase(options.offlineDatabase)
    : null;
  let input: CatalogueInput = base;
  for (const merge of [
    schedules && ((entries: CatalogueEntry[]) => mergeBangumiData(entries, schedules.bangumi)),
    offlineDatabase &&
      ((entries: CatalogueEntry[]) => mergeOfflineDatabase(entries, offlineDatabase.data)),
  ]) {
    if (!merge) continue;
    const merged = merge(input.entries);
    input = { ...input, entries: merged.entries, skipped: input.skipped + merged.skipped };
  }
  writeCatalogue(
    input,
    metaFor({
      input,
      file: options.input,
      bytes,
      bundled: options.bundled,
      schedules,
      offlineDatabase,
    }),
    options.out,
  );
  return {
    out: options.out,
    kind: input.kind,
    rowCount: input.entries.length,
    skipped: input.skipped,
    milliseconds: Math.round(performance.now() - started),
  };
}
