import type { ImportFormat } from '../../../../shared/lists-api';

/** What the start of a file says it is: the import route's formats and content types. */
export interface FileKind {
  format: ImportFormat;
  contentType: 'application/gzip' | 'application/xml' | 'application/json';
}

/** Enough of a file to tell its kind: gzip's magic bytes, an XML tag, or our export header. */
export const SNIFF_BYTES = 512;

/**
 * The kind of an exported list file from its first bytes: MyAnimeList sends XML, often gzipped;
 * AniList and Tsuzuki send JSON, ours naming itself in its first field.
 */
export function fileKindOf(head: Uint8Array): FileKind | null {
  if (head[0] === 0x1f && head[1] === 0x8b)
    return { format: 'mal', contentType: 'application/gzip' };
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) return { format: 'mal', contentType: 'application/xml' };
  if (text.startsWith('{') || text.startsWith('[')) {
    const ours = /"product"\s*:\s*"Tsuzuki"/.test(text);
    return { format: ours ? 'tsuzuki' : 'anilist', contentType: 'application/json' };
  }
  return null;
}
