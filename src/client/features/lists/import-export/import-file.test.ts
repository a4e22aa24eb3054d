import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SNIFF_BYTES, fileKindOf } from './import-file';
import { NdjsonLines } from './ndjson-lines';

const bytes = (text: string) => new TextEncoder().encode(text);

const MAL = `<?xml version="1.0" encoding="UTF-8" ?>
<myanimelist>
  <myinfo><user_name>mio</user_name></myinfo>
  <anime><series_animedb_id>5114</series_animedb_id></anime>
</myanimelist>`;

describe('telling an exported list file’s kind', () => {
  it('reads MyAnimeList XML, plain or gzipped', () => {
    expect(fileKindOf(bytes(MAL))).toEqual({ format: 'mal', contentType: 'application/xml' });
    expect(fileKindOf(gzipSync(MAL))).toEqual({ format: 'mal', contentType: 'application/gzip' });
  });

  it('tells our export from AniList’s JSON', () => {
    const ours = '{\n  "product": "Tsuzuki",\n  "exportedAt": "2026-11-22T10:00:00.000Z"';
    expect(fileKindOf(bytes(`\uFEFF${ours}`))?.format).toBe('tsuzuki');
    expect(fileKindOf(bytes('{"data":{"MediaListCollection":{"lists":[]}}}'))?.format).toBe(
      'anilist',
    );
    expect(fileKindOf(bytes('[{"status":"CURRENT"}]'))?.format).toBe('anilist');
    expect(fileKindOf(bytes('name,status\n'))).toBeNull();
  });

  it('tells the recorded exports apart from their first bytes, so nobody picks a format', () => {
    const head = (name: string) =>
      readFileSync(`src/server/features/lists/import/fixtures/${name}`).subarray(0, SNIFF_BYTES);
    expect(fileKindOf(head('mal-animelist.xml'))).toEqual({
      format: 'mal',
      contentType: 'application/xml',
    });
    expect(fileKindOf(head('real-mal-exports/forzenice-malxml.xml.gz'))?.format).toBe('mal');
    expect(fileKindOf(head('anilist-media-list-collection.json'))).toEqual({
      format: 'anilist',
      contentType: 'application/json',
    });
  });
});

describe('reading the import’s NDJSON answer', () => {
  it('yields whole lines whatever the chunks', () => {
    const stream =
      '{"type":"progress","done":1,"total":3}\n{"type":"progress","done":3,"total":3}\n{"type":"report"}';
    const lines = new NdjsonLines();
    const seen: string[] = [];
    for (let start = 0; start < stream.length; start += 5) {
      seen.push(...lines.push(stream.slice(start, start + 5)));
    }
    seen.push(...lines.end());
    expect(seen.map((line) => (JSON.parse(line) as { type: string }).type)).toEqual([
      'progress',
      'progress',
      'report',
    ]);
  });
});
