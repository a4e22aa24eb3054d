import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

describe('precompressFiles', () => {
  let directory: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('writes brotli and gzip siblings of scripts and stylesheets that unpack to the same bytes', async () => {
    const script = 'export const titles = ["Frieren", "Mushishi"];\n'.repeat(200);
    fs.writeFileSync(path.join(directory, 'start-abc.js'), script);
    fs.writeFileSync(path.join(directory, 'start-abc.css'), '.card { color: red }\n'.repeat(50));
    fs.writeFileSync(path.join(directory, 'poster.png'), Buffer.from([137, 80, 78, 71]));

    const names = await precompressFiles(directory);

    expect(names.sort()).toEqual(['start-abc.css', 'start-abc.js']);
    const br = fs.readFileSync(path.join(directory, 'start-abc.js.br'));
    const gz = fs.readFileSync(path.join(directory, 'start-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(directory, 'start-abc.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(directory, 'poster.png.br'))).toBe(false);
  });
});
