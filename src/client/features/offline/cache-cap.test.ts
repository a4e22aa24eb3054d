import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CACHE_BYTES,
  MIN_DOCUMENT_CACHE_BYTES,
  cacheLimit,
  entriesToEvict,
  utf8Bytes,
} from './cache-cap';

describe('cacheLimit', () => {
  it('is the spec’s 41943040 bytes, and never below its 1048576', () => {
    expect(cacheLimit()).toBe(DOCUMENT_CACHE_BYTES);
    expect(DOCUMENT_CACHE_BYTES).toBe(41_943_040);
    expect(cacheLimit(10)).toBe(MIN_DOCUMENT_CACHE_BYTES);
    expect(MIN_DOCUMENT_CACHE_BYTES).toBe(1_048_576);
    expect(cacheLimit(5_000_000)).toBe(5_000_000);
  });
});

describe('utf8Bytes', () => {
  it.each([
    ['', 0],
    ['Frieren', 7],
    ['é', 2],
    ['葬送のフリーレン', 24],
    ['🍙', 4],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8Bytes(text)).toBe(bytes);
    expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('entriesToEvict', () => {
  const usage = {
    old: { bytes: 400, savedAt: 1 },
    middle: { bytes: 300, savedAt: 2 },
    newest: { bytes: 500, savedAt: 3 },
  };

  it('drops nothing while everything fits', () => {
    expect(entriesToEvict(usage, 1_200, 'newest')).toEqual([]);
  });

  it('drops the oldest saves first until the rest fit', () => {
    expect(entriesToEvict(usage, 1_000, 'newest')).toEqual(['old']);
    expect(entriesToEvict(usage, 600, 'newest')).toEqual(['old', 'middle']);
  });

  it('never drops the entry it keeps, even when that alone is too large', () => {
    expect(entriesToEvict(usage, 100, 'newest')).toEqual(['old', 'middle']);
    expect(entriesToEvict(usage, 800, 'old')).toEqual(['middle', 'newest']);
  });
});
