import { gunzipSync } from 'node:zlib';
import { MAL_ENTRY_FIELDS } from '../import/mal-xml';

/** The fields of an `<anime>` a round trip must keep: every one the import reads. */
export const KEPT_MAL_FIELDS = MAL_ENTRY_FIELDS;

export type MalFields = Record<(typeof KEPT_MAL_FIELDS)[number], string>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** An element's text: CDATA sections joined, entities outside them decoded. */
function textOf(inner: string): string {
  return inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? ''),
    )
    .join('');
}

/**
 * Each `<anime>` of a MyAnimeList XML file (plain or gzipped) as its kept fields' text, read
 * with patterns apart from the importer's parser. MyAnimeList writes `my_rewatching` empty or
 * 0 for "no", so both read as 0.
 */
export function malFieldsOf(file: Buffer | string): MalFields[] {
  const xml =
    typeof file === 'string' ? file : (file[0] === 0x1f ? gunzipSync(file) : file).toString('utf8');
  return [...xml.matchAll(/<anime>([\s\S]*?)<\/anime>/g)].map(([, anime = '']) => {
    const fields = {} as MalFields;
    for (const name of KEPT_MAL_FIELDS) {
      const inner = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(anime)?.[1] ?? '';
      fields[name] = textOf(inner);
    }
    if (fields.my_rewatching === '') fields.my_rewatching = '0';
    return fields;
  });
}

/** The share of `original`'s entries found identical, every kept field, in `exported`. */
export function identicalShare(original: MalFields[], exported: MalFields[]): number {
  const exportedById = new Map(exported.map((fields) => [fields.series_animedb_id, fields]));
  const identical = original.filter((fields) => {
    const again = exportedById.get(fields.series_animedb_id);
    return again !== undefined && KEPT_MAL_FIELDS.every((name) => fields[name] === again[name]);
  });
  return original.length === 0 ? 1 : identical.length / original.length;
}
