import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CatalogueInput } from './catalogue-entry';
import { isZstd, offlineDatabaseText } from './sources/offline-database-file';
import {
  readOfflineDatabaseJson,
  readOfflineDatabaseJsonLines,
} from './sources/read-offline-database';
import { readRecommendationsCsv } from './sources/read-recommendations-csv';

const READERS: [string, (text: string) => CatalogueInput][] = [
  ['.csv', readRecommendationsCsv],
  ['.json', readOfflineDatabaseJson],
  ['.jsonl', readOfflineDatabaseJsonLines],
];

export class CatalogueInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueInputError';
  }
}

export const ACCEPTED_INPUTS =
  '.csv, .csv.gz, .json, .json.gz, .json.zst, .jsonl, .jsonl.gz or .jsonl.zst';

function decompressed(bytes: Buffer, compression: string, file: string): string {
  if (compression === '.zst' && !isZstd(bytes)) {
    throw new CatalogueInputError(`${file} is not valid zstd.`);
  }
  try {
    if (compression === '.gz') return gunzipSync(bytes).toString('utf8');
    return compression === '.zst' ? offlineDatabaseText(bytes) : bytes.toString('utf8');
  } catch {
    throw new CatalogueInputError(
      `${file} is not valid ${compression === '.gz' ? 'gzip' : 'zstd'}.`,
    );
  }
}

/** Reads a catalogue source file, choosing the format by its name. */
export function readCatalogueInput(file: string): { input: CatalogueInput; bytes: Buffer } {
  const name = path.basename(file).toLowerCase();
  const compression = ['.gz', '.zst'].find((suffix) => name.endsWith(suffix)) ?? '';
  const extension = path.extname(name.slice(0, name.length - compression.length));
  const reader = READERS.find(([known]) => known === extension)?.[1];
  if (!reader) {
    throw new CatalogueInputError(`Cannot build a catalogue from ${file}: use ${ACCEPTED_INPUTS}.`);
  }
  if (!fs.existsSync(file)) throw new CatalogueInputError(`No file at ${file}.`);
  const bytes = fs.readFileSync(file);
  const text = decompressed(bytes, compression, file);
  try {
    return { input: reader(text), bytes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CatalogueInputError(`Cannot read ${file}: ${reason}`);
  }
}
