import type { Database } from 'better-sqlite3';
// zod's mini build: this is the only schema the catalogue query thread runs, and the full zod was
// 690 of the thread's 760 KB and a third of its start, before the first answer (decision 455).
import * as z from 'zod/mini';
import type { CatalogueCapabilities } from '../../../../shared/catalogue-info';

/** Bumped whenever the file layout changes, so `catalogue:ensure` rebuilds bundled catalogues. */
export const CATALOGUE_SCHEMA_VERSION = 7;

const capabilitiesSchema = z.object({
  posters: z.boolean(),
  airDates: z.boolean(),
  seasons: z.boolean(),
  years: z.boolean(),
  relations: z.boolean(),
  tags: z.boolean(),
});

const streamingSiteSchema = z.object({
  name: z.string(),
  urlTemplate: z.string(),
  regions: z.nullable(z.array(z.string())),
});

const metaSchema = z.object({
  schemaVersion: z.coerce.number().check(z.int()),
  sourceKind: z.enum(['anime-recommendations-database', 'anime-offline-database', 'bangumi-data']),
  sourceName: z.string(),
  sourceFile: z.string(),
  sourceSha256: z.string(),
  bundled: z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
  licence: z.string(),
  attributions: z.array(z.object({ text: z.string(), url: z.string() })),
  builtAt: z.string(),
  rowCount: z.coerce.number().check(z.int()),
  capabilities: capabilitiesSchema,
  // Defaults let a catalogue of an older layout be read far enough to be rebuilt.
  /** The streaming sites titles link to, by bangumi-data's key. */
  streamingSites: z._default(z.record(z.string(), streamingSiteSchema), {}),
  /** Where the schedules came from: the bundled package or a download, and its fingerprint. */
  scheduleSource: z._default(z.string(), ''),
  scheduleSha256: z._default(z.string(), ''),
  /** anime-offline-database's release merged in ('' when none), and its fingerprint. */
  offlineDatabaseSource: z._default(z.string(), ''),
  offlineDatabaseSha256: z._default(z.string(), ''),
  /** The day the newest title begins: how current the catalogue is. */
  newestTitleDate: z._default(z.string(), ''),
});

export type CatalogueMeta = z.infer<typeof metaSchema>;

/** What a catalogue file lets the clients show, as /api/catalogue/info tells them. */
export function clientCapabilities({ capabilities }: CatalogueMeta): CatalogueCapabilities {
  const { posters, airDates, seasons } = capabilities;
  return { posters, airDates, seasons };
}

const JSON_KEYS = new Set(['attributions', 'capabilities', 'streamingSites']);

export function metaRows(meta: CatalogueMeta): [string, string][] {
  return Object.entries(meta).map(([key, value]) => [
    key,
    JSON_KEYS.has(key) ? JSON.stringify(value) : String(value as string | number | boolean),
  ]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class CatalogueFileError extends Error {
  constructor(file: string, reason: string) {
    super(`The catalogue at ${file} cannot be used: ${reason}`);
    this.name = 'CatalogueFileError';
  }
}

export function readCatalogueMeta(connection: Database, file: string): CatalogueMeta {
  let rows: { key: string; value: string }[];
  try {
    rows = connection.prepare('SELECT key, value FROM meta').all() as typeof rows;
  } catch {
    throw new CatalogueFileError(file, 'it is not a Tsuzuki catalogue (no meta table)');
  }
  const raw: Record<string, unknown> = {};
  for (const { key, value } of rows) raw[key] = JSON_KEYS.has(key) ? parseJson(value) : value;
  const parsed = metaSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueFileError(file, `its meta table is incomplete (${parsed.error.message})`);
  }
  return parsed.data;
}
