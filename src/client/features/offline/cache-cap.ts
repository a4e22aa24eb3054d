/** Spec §9, the document store client's defaults: a local cache of about 40 MB. */
export const DOCUMENT_CACHE_BYTES = 41_943_040;
/** Spec §9: the smallest cache the client may be given. */
export const MIN_DOCUMENT_CACHE_BYTES = 1_048_576;

/** What the cache knows of one saved entry. */
export interface CachedEntry {
  bytes: number;
  /** Epoch ms of its last save. */
  savedAt: number;
}

export type CacheUsage = Record<string, CachedEntry>;

export function cacheLimit(requested: number = DOCUMENT_CACHE_BYTES): number {
  return Math.max(MIN_DOCUMENT_CACHE_BYTES, requested);
}

/** Bytes of a string as UTF-8, counted without encoding a copy (lists run to megabytes). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // Either half of a surrogate pair: the pair is 4 bytes.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * The entries to drop, oldest save first, until the rest fit in `limit` bytes. `keep` (the
 * entry just saved, in use on screen) is never dropped, even when it alone is larger.
 */
export function entriesToEvict(usage: CacheUsage, limit: number, keep: string): string[] {
  let total = Object.values(usage).reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  const oldestFirst = Object.entries(usage)
    .filter(([key]) => key !== keep)
    .sort(([, a], [, b]) => a.savedAt - b.savedAt);
  for (const [key, entry] of oldestFirst) {
    if (total <= limit) break;
    evicted.push(key);
    total -= entry.bytes;
  }
  return evicted;
}
