import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, COMPRESSION_OPTIONS } from './compression';

/** Script-like text of a bundle's size: varied enough that the compressors' settings show. */
function bundleLikeText(): string {
  const lines: string[] = [];
  for (let index = 0, length = 0; length < 200_000; index += 1) {
    const line = `export function handler${index}(value${index % 7}) { return value${index % 7} * ${(index * 7919) % 1000} + "${(index * 104729).toString(36)}"; }`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

describe('on-the-fly compression', () => {
  it('sets Brotli’s quality, not its window size', () => {
    const params = COMPRESSION_OPTIONS.brotliOptions?.params ?? {};
    expect(params[constants.BROTLI_PARAM_QUALITY]).toBe(BROTLI_QUALITY);
    expect(params[constants.BROTLI_PARAM_LGWIN]).toBeUndefined();
    expect(BROTLI_QUALITY).toBeGreaterThanOrEqual(4);
    expect(BROTLI_QUALITY).toBeLessThanOrEqual(5);
  });

  it('comes out smaller than gzip and quickly', () => {
    const text = Buffer.from(bundleLikeText());
    const started = performance.now();
    const brotli = brotliCompressSync(text, COMPRESSION_OPTIONS.brotliOptions);
    const elapsed = performance.now() - started;
    expect(brotli.length).toBeLessThan(gzipSync(text).length);
    // Quality 11 takes hundreds of milliseconds here; quality 5 a few.
    expect(elapsed).toBeLessThan(100);
  });
});
