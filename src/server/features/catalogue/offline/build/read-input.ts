import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CatalogueInput } from './catalogue-entry';
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

export const ACCEPTED_INPUTS = '.csv, .csv.gz, .json, .json.gz, .jsonl or .jsonl.gz';

/** Reads a catalogue source file, choosing the format by its name. */
export function readCatalogueInput(file: string): { input: CatalogueInput; bytes: Buffer } {
  const name = path.basename(file).toLowerCase();
  if (name.endsWith('.zst')) {
    throw new CatalogueInputError(
      `${file} is zstd-compressed, which Node 20 cannot read. Decompress it first ` +
        `(zstd -d "${file}") and build from the .json or .jsonl file it gives.`,
    );
  }
  const compressed = name.endsWith('.gz');
  const extension = path.extname(compressed ? name.slice(0, -3) : name);
  const reader = READERS.find(([known]) => known === extension)?.[1];
  if (!reader) {
    throw new CatalogueInputError(`Cannot build a catalogue from ${file}: use ${ACCEPTED_INPUTS}.`);
  }
  if (!fs.existsSync(file)) throw new CatalogueInputError(`No file at ${file}.`);
  const bytes = fs.readFileSync(file);
  let text: string;
  try {
    text = (compressed ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch {
    throw new CatalogueInputError(`${file} is not valid gzip.`);
  }
  try {
    return { input: reader(text), bytes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CatalogueInputError(`Cannot read ${file}: ${reason}`);
  }
}
