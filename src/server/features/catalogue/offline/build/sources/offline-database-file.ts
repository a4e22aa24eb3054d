import { Decompress } from 'fzstd';
import { z } from 'zod';

/** The JSON release is 40–60 MB; a file decompressing far beyond that is refused, not read. */
export const OFFLINE_DATABASE_MAX_JSON_BYTES = 256 * 1_048_576;
/** More entries than any release will hold for years (about 40,500 in 2026). */
const MAX_ENTRIES = 200_000;
const PUSH_BYTES = 1_048_576;

/** Zstandard's frame magic number, 0xFD2FB528, little-endian. */
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export const isZstd = (bytes: Uint8Array) =>
  ZSTD_MAGIC.every((byte, index) => bytes[index] === byte);

/** Decompresses a .zst file chunk by chunk, stopping as soon as the output passes the cap. */
function decompressCapped(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Decompress((chunk) => {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`it decompresses to more than ${maxBytes >> 20} MB`);
    chunks.push(chunk);
  });
  for (let offset = 0; offset < bytes.byteLength; offset += PUSH_BYTES) {
    const end = Math.min(offset + PUSH_BYTES, bytes.byteLength);
    stream.push(bytes.subarray(offset, end), end === bytes.byteLength);
  }
  return Buffer.concat(chunks, size);
}

/** The text of an anime-offline-database file, zstd-compressed (recognised by its magic) or not. */
export function offlineDatabaseText(bytes: Uint8Array): string {
  if (!isZstd(bytes))
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let json: Uint8Array;
  try {
    json = decompressCapped(bytes, OFFLINE_DATABASE_MAX_JSON_BYTES);
  } catch (error) {
    throw new Error(`the file is not valid zstd (${(error as Error).message})`, { cause: error });
  }
  return Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8');
}

/** The minified release's root (schemas/anime-offline-database-minified.schema.json). */
const documentSchema = z.object({
  repository: z.string(),
  lastUpdate: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
  data: z.array(z.unknown()).max(MAX_ENTRIES),
});

export interface OfflineDatabaseDocument {
  /** The release's date (YYYY-MM-DD). */
  lastUpdate: string;
  data: unknown[];
}

/** Parses and checks the file's root; throws a reason a log line can give. */
export function readOfflineDatabaseDocument(bytes: Uint8Array): OfflineDatabaseDocument {
  let json: unknown;
  try {
    json = JSON.parse(offlineDatabaseText(bytes));
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new Error(`the file is not complete JSON (${error.message})`, { cause: error });
    }
    throw error;
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the top level';
    throw new Error(
      `the file is not in anime-offline-database's shape (${where}: ${issue?.message ?? 'unexpected'})`,
    );
  }
  return parsed.data;
}
